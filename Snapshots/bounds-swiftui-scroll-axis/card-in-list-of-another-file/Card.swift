import SwiftUI

struct TransactionCard: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .frame(height: UIScreen.main.bounds.height / 8)
            .background(Color.white)
    }
}
