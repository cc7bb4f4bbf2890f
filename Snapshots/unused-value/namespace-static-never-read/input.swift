import UIKit

struct Layout {
    static let screenFraction = UIScreen.main.bounds.width * 0.8
    static let gutter = UIScreen.main.bounds.width * 0.05
}

final class GalleryView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutMargins.left = Layout.gutter
    }
}
