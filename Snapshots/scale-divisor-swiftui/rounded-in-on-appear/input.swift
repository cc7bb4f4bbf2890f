import SwiftUI

struct Marker: View {
    @State private var snappedOffset: CGFloat = 0
    let offset: CGFloat

    var body: some View {
        Circle()
            .frame(width: 8, height: 8)
            .offset(y: snappedOffset)
            .onAppear {
                snappedOffset = (offset * UIScreen.main.scale).rounded() / UIScreen.main.scale
            }
    }
}
