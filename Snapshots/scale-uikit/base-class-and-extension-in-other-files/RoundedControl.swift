import UIKit

final class RoundedControl: BaseControl {
    private let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 6)
        titleLabel.layer.contentsScale = UIScreen.main.scale
        applyBorder()
    }
}
