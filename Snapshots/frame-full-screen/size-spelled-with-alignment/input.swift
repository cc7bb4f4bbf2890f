import SwiftUI

struct SplashView: View {
    var body: some View {
        VStack {
            Text("Welcome")
        }
        .frame(width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height, alignment: .top)
    }
}
