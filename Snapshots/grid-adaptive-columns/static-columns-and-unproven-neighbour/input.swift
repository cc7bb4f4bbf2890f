import SwiftUI

enum GridLayout {
    static let columns: [GridItem] = Array(repeating: GridItem(), count: Int(UIScreen.main.bounds.width / 100))
}

struct Gallery: View {
    private let padded = Array(repeating: GridItem(.flexible()), count: Int((UIScreen.main.bounds.width - 32) / 100))

    var body: some View {
        LazyVGrid(columns: GridLayout.columns) { Text("one") }
        LazyVGrid(columns: padded) { Text("two") }.padding(16)
    }
}
