import UIKit

final class LegacyGaugeView: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
        path.lineWidth = 2 / UIScreen.mainScreen().scale
        UIColor.label.setStroke()
        path.stroke()
    }
}
