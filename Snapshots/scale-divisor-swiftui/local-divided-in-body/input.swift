import SwiftUI

struct TimelineTick: View {
    let position: CGFloat

    var body: some View {
        let pixels = UIScreen.main.scale
        Rectangle()
            .frame(width: 1 / pixels, height: 12)
            .offset(x: (position * pixels).rounded() / pixels)
    }
}
