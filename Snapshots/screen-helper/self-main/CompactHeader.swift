import UIKit

final class CompactHeader: UIView {
    private let subtitleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        subtitleLabel.isHidden = UIScreen.isSmall
        layer.borderWidth = UIScreen.pixel
    }
}
