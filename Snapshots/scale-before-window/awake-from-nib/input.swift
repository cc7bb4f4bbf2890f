import UIKit

final class AvatarBadgeView: UIView {
    private let ring = CALayer()

    override func awakeFromNib() {
        super.awakeFromNib()
        ring.contentsScale = UIScreen.main.scale
        ring.borderWidth = 1 / UIScreen.main.scale
        layer.addSublayer(ring)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        ring.rasterizationScale = UIScreen.main.scale
    }
}
