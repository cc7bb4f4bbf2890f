import SwiftUI

struct Stickers: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: UIScreen.main.bounds.width / 4))]) { Text("s") }
        LazyVGrid(columns: [GridItem(.fixed(UIScreen.main.bounds.width * 0.45)), GridItem(.flexible())]) { Text("f") }
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 80)), count: Int(UIScreen.main.bounds.width / 100))) { Text("m") }
    }
}
