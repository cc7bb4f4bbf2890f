import SwiftUI

struct LaunchBackdrop: View {
    var body: some View {
        Image("launch")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
    }
}
