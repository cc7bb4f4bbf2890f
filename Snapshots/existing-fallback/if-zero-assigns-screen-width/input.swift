import UIKit

final class ChartCardView: UIView {
    private let plotLayer = CAShapeLayer()
    private let legendLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        var width = bounds.width
        if width <= 0 {
            width = UIScreen.main.bounds.width
        }
        plotLayer.frame = CGRect(x: 0, y: 0, width: width, height: 180)
        legendLabel.frame = CGRect(x: 12, y: 188, width: width - 24, height: 20)
    }
}
