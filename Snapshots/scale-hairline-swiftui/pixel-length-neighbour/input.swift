import SwiftUI

struct GridPaper: View {
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        ZStack {
            Rectangle()
                .stroke(Color.gray, lineWidth: pixelLength)
            Rectangle()
                .stroke(Color.blue, lineWidth: 1 / UIScreen.main.scale)
                .padding(20)
        }
    }
}
