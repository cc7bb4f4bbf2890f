import SwiftUI

struct Splash: View {
    var body: some View {
        ZStack {
            Color.blue
                .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            Text("Loading")
        }
    }
}

struct Root: View {
    var body: some View { Splash() }
}
