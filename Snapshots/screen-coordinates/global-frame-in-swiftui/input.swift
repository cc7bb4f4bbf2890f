import SwiftUI

struct FeedRow: View {
    let title: String

    func isVisible(_ proxy: GeometryProxy) -> Bool {
        proxy.frame(in: .global).maxY < UIScreen.main.bounds.height
    }

    var body: some View {
        Text(title)
    }
}
