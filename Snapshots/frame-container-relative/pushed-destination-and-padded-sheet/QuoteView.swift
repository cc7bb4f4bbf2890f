import SwiftUI

struct QuoteView: View {
    let symbol: String
    let peers: [String]
    @State private var trading = false

    var body: some View {
        ScrollView {
            VStack {
                Text(symbol)
                actions
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(peers, id: \.self) { peer in
                            NavigationLink(destination: QuoteView(symbol: peer, peers: [])) {
                                Text(peer)
                            }
                        }
                    }
                }
            }
        }
        .sheet(isPresented: $trading) {
            TradeView(symbol: symbol)
        }
    }

    private var actions: some View {
        Button("Trade") { trading = true }
            .frame(width: UIScreen.main.bounds.width * 0.4)
    }
}
