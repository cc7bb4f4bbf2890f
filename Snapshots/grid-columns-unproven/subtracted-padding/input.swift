import SwiftUI

struct Library: View {
    let books: [String]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: Int((UIScreen.main.bounds.width - 32) / 120))) {
            ForEach(books, id: \.self) { Text($0) }
        }
        .padding(.horizontal, 16)
    }
}
