import UIKit

final class AvatarBadgeView: UIView {
    private let ring = CALayer()

    override func didMoveToWindow() {
        super.didMoveToWindow()
        ring.contentsScale = UIScreen.main.scale
        ring.borderWidth = 1 / UIScreen.main.scale
    }
}
