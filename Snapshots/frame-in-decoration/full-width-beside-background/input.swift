import SwiftUI

struct Header: View {
    var body: some View {
        VStack {
            Text("Title")
                .frame(width: UIScreen.main.bounds.width)
                .background(Color.blue)
        }
    }
}

struct Screen: View {
    var body: some View { Header() }
}
