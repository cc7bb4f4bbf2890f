import SwiftUI

struct ReceiptRow: View {
    @Environment(\.displayScale) private var scale
    let title: String
    let amount: String

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(title)
                Spacer()
                Text(amount).bold()
            }
            .padding(.vertical, 8)
            Divider()
                .frame(height: 1 / UIScreen.main.scale)
        }
    }
}
