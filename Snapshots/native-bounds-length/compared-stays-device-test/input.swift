import UIKit

final class HeaderView: UIView {
    let badge = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.isHidden = UIScreen.main.nativeBounds.height * 0.5 < 1000
        let inset = UIScreen.main.nativeBounds.height == 2436 ? 44.0 : 20.0
        badge.frame.origin.y = inset
    }
}
