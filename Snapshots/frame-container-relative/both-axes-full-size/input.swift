import SwiftUI

struct OnboardingPage: View {
    var body: some View {
        ZStack {
            Color.black
                .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            Image("sky")
                .frame(width: UIScreen.main.bounds.size.width,
                       height: UIScreen.main.bounds.size.height, alignment: .top) // full screen
            Color.blue
                .frame(width: UIScreen.main.bounds.width * 0.8, height: UIScreen.main.bounds.height * 0.5)
        }
    }
}
