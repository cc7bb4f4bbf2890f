import SwiftUI

struct AvatarView: View {
    @Environment(\.displayScale) var screenScale
    let url: URL
    let side: CGFloat

    var body: some View {
        RemoteImage(url: url, pixelWidth: side * UIScreen.main.scale)
            .frame(width: side, height: side)
            .clipShape(Circle())
    }
}

struct RemoteImage: View {
    let url: URL
    let pixelWidth: CGFloat

    var body: some View {
        Color.gray
    }
}
