import UIKit

final class BadgeView: UIView {
    @IBInspectable var outlineWidth: CGFloat {
        get { layer.borderWidth * UIScreen.main.scale }
        set { layer.borderWidth = newValue / UIScreen.main.scale }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
