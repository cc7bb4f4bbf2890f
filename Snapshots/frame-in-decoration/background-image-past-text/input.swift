import SwiftUI

struct WelcomeBanner: View {
    var body: some View {
        Text("")
            .padding(120)
            .background(
                Image(systemName: "sun.max")
                    .resizable()
                    .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            )
    }
}

struct Host: View {
    var body: some View { WelcomeBanner() }
}
