import SwiftUI

struct CardView: View {
    var body: some View {
        Text("Card")
            .frame(width: UIScreen.main.bounds.width * 0.9, height: UIScreen.main.bounds.height)
    }
}
