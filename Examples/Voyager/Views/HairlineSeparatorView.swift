import UIKit

/// A one-pixel line, drawn rather than sized, so it stays crisp on every display.
final class HairlineSeparatorView: UIView {
    var color: UIColor = .separator {
        didSet { setNeedsDisplay() }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 1.0 / UIScreen.main.scale)
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let lineWidth = 1 / UIScreen.main.scale
        path.lineWidth = lineWidth
        path.move(to: CGPoint(x: 0, y: bounds.midY))
        path.addLine(to: CGPoint(x: UIScreen.main.bounds.width, y: bounds.midY))
        color.setStroke()
        path.stroke()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        layer.contentsScale = UIScreen.main.scale
    }
}
