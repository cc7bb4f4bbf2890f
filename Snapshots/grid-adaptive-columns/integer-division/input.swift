import SwiftUI

enum Layout {
    static let tileWidth = 120
}

struct NewsGrid: View {
    let headlines: [String]
    let columns: [GridItem] = Array(repeating: GridItem(.flexible()), count: Int(UIScreen.main.bounds.width)/180)

    var body: some View {
        LazyVGrid(columns: columns) {
            ForEach(headlines, id: \.self) { Text($0) }
        }
        LazyVGrid(columns: Array(repeating: .init(.flexible(), spacing: 6), count: Int(UIScreen.main.bounds.size.width) / Layout.tileWidth)) {
            Text("more")
        }
    }
}
