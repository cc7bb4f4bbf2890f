import UIKit

/// The feed's header, as the app builds it.
final class FeedHeaderView: UIView {
    private let title = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 0, width: UIScreen.main.bounds.width - 32, height: 44)
    }
}
