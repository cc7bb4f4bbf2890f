import SwiftUI

struct ColorSwatchRow: View {
    let colors: [Color]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<colors.count) { index in
                colors[index]
                    .frame(width: UIScreen.main.bounds.width / 3, height: 44)
            }
        }
    }
}
