import SwiftUI

struct LaunchBackdrop: View {
    var body: some View {
        ZStack {
            Image("launch")
                .resizable()
                .scaledToFill()
                .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            Text("Welcome")
        }
    }
}
