import SwiftUI

struct ExplainRow: View {
    let text: String

    var body: some View {
        HStack(alignment: .top) {
            Text("•")
            Text(text)
                .font(UIScreen.main.bounds.size.width <= 375 ? .caption : .body)
                .lineLimit(UIScreen.main.bounds.width < 414 ? 2 : 3)
            Spacer()
        }
    }
}
