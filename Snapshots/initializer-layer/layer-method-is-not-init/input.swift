import UIKit

final class BadgeLayer: CALayer {
    func attach(to view: UIView) {
        contentsScale = UIScreen.main.scale
        view.layer.addSublayer(self)
    }
}
