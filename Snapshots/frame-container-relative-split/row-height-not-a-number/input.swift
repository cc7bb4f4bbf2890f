import SwiftUI

struct BannerRow: View {
    let rowHeight: CGFloat

    var body: some View {
        Color.yellow
            .frame(width: UIScreen.main.bounds.width, height: rowHeight)
    }
}
