import SwiftUI

struct Hairline: View {
    var color: Color = .gray

    var body: some View {
        Rectangle()
            .fill(color)
            .frame(height: 1 / UIScreen.main.scale)
    }
}
