import UIKit

final class FrameRateBadgeView: UIView {
    private let badgeLayer = CAShapeLayer()
    private(set) var preferredFramesPerSecond = 60

    override func layoutSubviews() {
        super.layoutSubviews()
        badgeLayer.frame = bounds
        badgeLayer.path = UIBezierPath(ovalIn: bounds).cgPath
        preferredFramesPerSecond = min(UIScreen.main.maximumFramesPerSecond, 120)
    }
}
