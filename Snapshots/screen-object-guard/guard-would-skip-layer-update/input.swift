import UIKit

final class PulseView: UIView {
    private let pulseLayer = CAShapeLayer()
    private(set) var preferredFramesPerSecond = 60

    override func layoutSubviews() {
        super.layoutSubviews()
        preferredFramesPerSecond = min(UIScreen.main.maximumFramesPerSecond, 120)
        pulseLayer.frame = bounds
        pulseLayer.path = UIBezierPath(ovalIn: bounds).cgPath
    }
}
