import UIKit

final class SpinnerLayer: CALayer {
    private let arc = CAShapeLayer()

    override func layoutSublayers() {
        super.layoutSublayers()
        contentsScale = UIScreen.main.scale
        arc.contentsScale = UIScreen.main.scale
        arc.frame = bounds
    }
}
