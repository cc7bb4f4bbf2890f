import SwiftUI

struct GreetingView: View {
    var body: some View {
        Text("Welcome")
            .frame(width: UIScreen.main.bounds.width * 0.5)
    }
}
