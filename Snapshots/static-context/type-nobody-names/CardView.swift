import UIKit

final class CardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutMargins.left = Metrics.gutter
    }
}
