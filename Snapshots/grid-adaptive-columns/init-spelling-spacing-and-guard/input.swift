import SwiftUI

struct Tiles: View {
    let titles: [String]

    var body: some View {
        VStack {
            LazyVGrid(columns: Array(repeating: .init(.flexible(), spacing: 4), count: max(Int(UIScreen.main.bounds.size.width / 120), 1)), spacing: 4) {
                ForEach(titles, id: \.self) { Text($0) }
            }
            LazyVGrid(columns: Array(repeating: GridItem(spacing: 2),
                                     count: max(1, Int(UIScreen.main.bounds.width / 90)))) {
                ForEach(titles, id: \.self) { Text($0).font(.caption) }
            }
        }
    }
}
