import SwiftUI

struct PixelSnappedScale: ViewModifier {
    let factor: CGFloat

    func body(content: Content) -> some View {
        content.scaleEffect((factor * UIScreen.main.scale).rounded() / UIScreen.main.scale)
    }
}

extension View {
    func pixelSnappedScale(_ factor: CGFloat) -> some View {
        modifier(PixelSnappedScale(factor: factor))
    }
}
