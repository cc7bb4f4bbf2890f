import SwiftUI
import UIKit

struct PlayerControls: View {
    let isLandscape = UIDevice.current.orientation.isLandscape

    var body: some View {
        Text(isLandscape ? "wide" : "tall")
    }
}
