import UIKit

final class RadialGlowView: UIView {
    private let glowLayer = CAGradientLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        let screen = UIScreen.main.bounds
        let diameter = max(screen.width, screen.height) * 1.2
        glowLayer.frame = CGRect(x: bounds.midX - diameter / 2, y: bounds.midY - diameter / 2,
                                 width: diameter, height: diameter)
        glowLayer.cornerRadius = diameter / 2
    }
}
