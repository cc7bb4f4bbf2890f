import UIKit

final class RulerView: UIView {
    private let tickLayer = CAShapeLayer()
    private var pixelScale: CGFloat = 2

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        pixelScale = UIScreen.main.scale
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tickLayer.frame = bounds
        tickLayer.lineWidth = 1 / pixelScale
    }
}
