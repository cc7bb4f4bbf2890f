import SwiftUI

struct Albums: View {
    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible()), count: max(2, Int(UIScreen.main.bounds.width / 160)))
    }
    private var rounded: [GridItem] {
        Array(repeating: GridItem(.flexible()), count: Int((UIScreen.main.bounds.size.width / 150).rounded()))
    }

    var body: some View {
        LazyVGrid(columns: columns) { Text("album") }
        LazyVGrid(columns: rounded) { Text("album") }
    }
}
