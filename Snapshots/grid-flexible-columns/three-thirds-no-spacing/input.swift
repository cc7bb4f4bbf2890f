import SwiftUI

struct Swatches: View {
    let colors: [Color]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(UIScreen.main.bounds.width / 3), spacing: 0), count: 3), spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { index in
                colors[index].frame(height: 80)
            }
        }
    }
}
