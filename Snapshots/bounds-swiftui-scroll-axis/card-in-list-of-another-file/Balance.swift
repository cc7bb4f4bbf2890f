import SwiftUI

struct BalanceView: View {
    let titles: [String]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(titles, id: \.self) { title in
                    TransactionCard(title: title)
                }
            }
        }
    }
}
