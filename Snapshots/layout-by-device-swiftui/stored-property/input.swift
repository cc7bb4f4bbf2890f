import SwiftUI
import UIKit

struct PlayerControls: View {
    let startedLandscape = UIDevice.current.orientation.isLandscape

    var body: some View {
        Text(UIDevice.current.orientation == .landscapeLeft ? "wide" : "tall")
            .opacity(startedLandscape ? 1 : 0.5)
    }
}
