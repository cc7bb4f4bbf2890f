import SwiftUI
import UIKit

struct SplashTile: View {
    var body: some View {
        Color.blue
            .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            .aspectRatio(1, contentMode: .fit)
    }
}
