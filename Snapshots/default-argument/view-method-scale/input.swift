import UIKit

final class SparklineView: UIView {
    private let line = CAShapeLayer()

    func render(values: [CGFloat],
                scale: CGFloat = UIScreen.main.scale,
                width: CGFloat = UIScreen.main.bounds.width) {
        line.contentsScale = scale
        line.lineWidth = 1 / scale
        line.frame.size.width = width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        render(values: [])
    }
}
