import UIKit

protocol ShadowCasting: AnyObject {
    var shadowRadius: CGFloat { get }
}

extension ShadowCasting where Self: UIView {
    func rasterizeShadow() {
        layer.shadowRadius = shadowRadius
        layer.shadowOpacity = 0.2
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
    }
}

final class FloatingButton: UIButton, ShadowCasting {
    var shadowRadius: CGFloat { 6 }

    override func layoutSubviews() {
        super.layoutSubviews()
        rasterizeShadow()
    }
}
