import UIKit

final class FullBleedPlayerView: UIView {
    private let videoLayer = CALayer()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        layer.addSublayer(videoLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let usableHeight = UIScreen.main.bounds.height - safeAreaInsets.top - safeAreaInsets.bottom
        videoLayer.frame = CGRect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: usableHeight)
    }
}
