import SwiftUI

struct Halves: View {
    let columns = [GridItem(.fixed(UIScreen.main.bounds.width / 2)), GridItem(.fixed(UIScreen.main.bounds.width / 2))]
    let thirds = [
        GridItem(.fixed(UIScreen.main.bounds.size.width / 3)),
        GridItem(.fixed(UIScreen.main.bounds.size.width / 3)),
        GridItem(.fixed(UIScreen.main.bounds.size.width / 3)),
    ]

    var body: some View {
        LazyVGrid(columns: columns) { Text("left"); Text("right") }
        LazyVGrid(columns: thirds) { Text("a") }
    }
}
