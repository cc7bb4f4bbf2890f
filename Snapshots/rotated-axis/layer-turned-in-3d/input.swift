import UIKit

final class TickerView: UIView {
    let strip = CALayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        strip.bounds = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.height, height: 44)
        strip.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    }
}
