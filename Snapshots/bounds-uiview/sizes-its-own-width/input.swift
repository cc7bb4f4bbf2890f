import UIKit

final class StretchyHeaderView: UIView {
    private let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        // Always span the full width, whatever the superview set.
        frame.size.width = UIScreen.main.bounds.width
        titleLabel.frame = CGRect(x: 16, y: 12, width: frame.width - 32, height: 24)
    }
}
