import UIKit

final class ProductGridView: UIView {
    private var columns = 2

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let size = UIScreen.main.bounds.size
        columns = size.width > size.height ? 4 : 2
        setNeedsLayout()
    }
}
