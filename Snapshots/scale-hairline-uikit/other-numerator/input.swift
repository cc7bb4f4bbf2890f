import UIKit

final class FocusRingView: UIView {
    private let ring = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.lineWidth = 2 / UIScreen.main.scale
        ring.shadowRadius = 0.5 * UIScreen.main.scale
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}
