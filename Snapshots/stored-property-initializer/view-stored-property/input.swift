import UIKit

final class DottedBorderView: UIView {
    private let lineWidth = 1 / UIScreen.main.scale
    private let border = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        border.lineWidth = lineWidth
        border.path = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
    }
}
