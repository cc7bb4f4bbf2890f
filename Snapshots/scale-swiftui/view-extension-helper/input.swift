import SwiftUI

extension View {
    /// Rounds the offset to whole pixels so text does not blur.
    func pixelAlignedOffset(y: CGFloat) -> some View {
        let scale = UIScreen.main.scale
        return offset(y: (y * scale).rounded() / scale)
    }
}

struct Banner: View {
    var body: some View {
        Text("Welcome back")
            .pixelAlignedOffset(y: 3.3)
    }
}
