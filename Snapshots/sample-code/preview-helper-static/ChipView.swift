import SwiftUI

struct ChipView: View {
    var width: CGFloat

    var body: some View {
        Capsule()
            .frame(width: width, height: 32)
    }
}

struct ChipView_Previews: PreviewProvider {
    static let previewWidth = UIScreen.main.bounds.width / 2

    static var previews: some View {
        ChipView(width: previewWidth)
    }
}
