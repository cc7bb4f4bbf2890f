import UIKit

/// A circular progress ring drawn with a shape layer.
final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let ringLayer = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(trackLayer)
        layer.addSublayer(ringLayer)
        ringLayer.strokeColor = UIColor.systemBlue.cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
        trackLayer.path = path
        ringLayer.path = path
        ringLayer.contentsScale = UIScreen.main.scale
        trackLayer.contentsScale = UIScreen.main.scale
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        layer.contentsScale = UIScreen.main.scale
    }
}
