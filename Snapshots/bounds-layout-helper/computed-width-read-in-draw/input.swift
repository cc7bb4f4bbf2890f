import UIKit

final class GaugeView: UIView {
    var value: CGFloat = 0.5

    private var trackWidth: CGFloat {
        UIScreen.main.bounds.width * 0.8
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: trackWidth * value, height: rect.height))
        path.fill()
    }
}
