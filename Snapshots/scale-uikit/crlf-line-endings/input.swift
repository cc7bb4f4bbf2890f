import UIKit

final class BadgeView: UIView {
    private let countLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        countLabel.frame = bounds
        countLabel.layer.contentsScale = UIScreen.main.scale
        layer.cornerRadius = bounds.height / 2
    }
}
