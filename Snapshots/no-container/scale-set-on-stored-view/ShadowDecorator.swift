import UIKit

final class ShadowDecorator: NSObject {
    var radius: CGFloat = 8 {
        didSet { apply() }
    }

    var decoratedView: UIView? {
        didSet { apply() }
    }

    private let badge = UIView()

    func apply() {
        guard let view = decoratedView else { return }
        view.layer.shadowRadius = radius
        view.layer.shouldRasterize = true
        self.decoratedView?.layer.rasterizationScale = UIScreen.main.scale
        badge.frame.size.width = UIScreen.main.bounds.width / 4
    }
}
