import UIKit

final class GridLinesView: UIView {
    private let linesLayer = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        linesLayer.frame = bounds
        linesLayer.contentsScale = UIScreen.main.scale
    }
}
