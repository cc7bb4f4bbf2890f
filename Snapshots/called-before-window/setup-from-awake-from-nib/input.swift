import UIKit

final class ShiftyRoundButton: UIButton {
    private let shapeLayer = CAShapeLayer()

    override func awakeFromNib() {
        super.awakeFromNib()
        setup()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shapeLayer.frame = bounds
        updateStroke()
    }

    private func setup() {
        shapeLayer.contentsScale = UIScreen.main.scale
        layer.insertSublayer(shapeLayer, at: 0)
    }

    private func updateStroke() {
        shapeLayer.lineWidth = 1 / UIScreen.main.scale
    }
}
