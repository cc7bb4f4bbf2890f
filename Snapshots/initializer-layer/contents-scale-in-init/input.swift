import UIKit

final class PulseLayer: CALayer {
    var radius: CGFloat = 0

    init(radius: CGFloat) {
        super.init()
        self.radius = radius
        self.contentsScale = UIScreen.main.scale
        self.opacity = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
