import UIKit

/// A copy a merge left behind: no target builds it.
final class FeedHeaderViewBackup: UIView {
    private let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame.size.width = UIScreen.main.bounds.width
    }
}
