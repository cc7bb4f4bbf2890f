import SwiftUI

struct ProgressBar: View {
    let fraction: CGFloat

    var body: some View {
        Capsule()
            .frame(width: snappedWidth, height: 4)
    }

    private var snappedWidth: CGFloat {
        let scale = UIScreen.main.scale
        return (200 * fraction * scale).rounded() / scale
    }
}
