import SwiftUI

struct TradeView: View {
    let symbol: String
    @State private var shares = ""

    var body: some View {
        NavigationView {
            VStack {
                TextField("Shares", text: $shares)
                Button("Buy") {}
                    .frame(width: UIScreen.main.bounds.width * 0.5)
            }
        }
        .onAppear {
            shares = ""
        }
        .padding()
    }
}
