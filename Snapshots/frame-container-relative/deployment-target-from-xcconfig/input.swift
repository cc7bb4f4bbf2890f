import SwiftUI

struct SearchField: View {
    @State private var query = ""

    var body: some View {
        Text(query.isEmpty ? "Search" : query)
            .padding(8)
            .frame(width: UIScreen.main.bounds.width * 0.6)
            .background(Color.gray.opacity(0.2))
    }
}
