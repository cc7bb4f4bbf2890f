import UIKit

extension UIView {
    /// A display scale that is never zero, for rounding to pixels before the view is in a window.
    var nonZeroDisplayScale: CGFloat {
        let scale = traitCollection.displayScale
        if scale == 0.0 {
            return UIScreen.main.scale
        }
        return scale
    }
}

final class RulerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}
