import SwiftUI

struct ProductPage: View {
    let name: String

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Color.blue
                    .frame(height: UIScreen.main.bounds.height * 0.25)
                Text(name)
                    .frame(width: UIScreen.main.bounds.width * 0.8)
                Image(systemName: "heart")
                    .frame(width: 44)
            }
        }
    }
}
