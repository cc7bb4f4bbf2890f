import UIKit

extension UIView {
    func dropShadow(rasterize: Bool = true) {
        layer.shadowOpacity = 0.2
        layer.shouldRasterize = rasterize
        layer.rasterizationScale = UIScreen.main.scale
    }
}
