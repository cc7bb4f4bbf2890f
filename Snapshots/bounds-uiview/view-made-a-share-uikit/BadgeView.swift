import UIKit

final class BadgeView: UIView {
    let label = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 8, y: 0, width: UIScreen.main.bounds.width / 4, height: 20)
    }
}
