import UIKit

final class SpotlightView: UIView {
    private let maskLayer = CAShapeLayer()
    var spotlightRadius: CGFloat = 80

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        let path = UIBezierPath(rect: UIScreen.main.bounds)
        let center = CGPoint(x: UIScreen.main.bounds.midX, y: spotlightRadius * 2)
        maskLayer.frame = layer.bounds
        maskLayer.path = path.cgPath
        _ = center
    }
}
