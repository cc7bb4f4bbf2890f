import UIKit

extension UIScreen {
    var height: CGFloat { self.bounds.size.height }
}

final class BadgeView: UIView {
    let badge = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame.size.height = UIScreen.main.height * 0.05
        badge.frame.size.width = UIScreen.main.bounds.width * 0.2
    }
}
