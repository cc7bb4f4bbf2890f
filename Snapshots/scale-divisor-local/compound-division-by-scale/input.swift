import UIKit

final class DottedBorderView: UIView {
    private let borderLayer = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        var lineWidth: CGFloat = 1
        lineWidth /= UIScreen.main.scale
        borderLayer.lineWidth = lineWidth
        borderLayer.frame = bounds
        borderLayer.path = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
    }
}
