import UIKit

open class AvatarView: UIImageView {
    public func applyRing(width: CGFloat) {
        layer.borderWidth = width / UIScreen.main.scale
        layer.rasterizationScale = UIScreen.main.scale
    }
}
