import UIKit

final class SparklineView: UIView {
    private let lineLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(lineLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        lineLayer.contentsScale = UIScreen.main.scale
        lineLayer.strokeColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
    }
}
