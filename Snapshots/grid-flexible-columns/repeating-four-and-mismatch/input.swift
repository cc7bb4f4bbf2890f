import SwiftUI

struct Quarters: View {
    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(UIScreen.main.bounds.size.width / 4)), count: 4)) {
            Text("q")
        }
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(UIScreen.main.bounds.width / 3)), count: 2)) {
            Text("t")
        }
    }
}
