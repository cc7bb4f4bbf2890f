import SwiftUI

struct LoginView: View {
    var body: some View {
        VStack(spacing: UIScreen.main.nativeBounds.height == 1136 ? 8 : 24) {
            Image(systemName: "person.circle")
            Text("Sign in")
        }
    }
}
