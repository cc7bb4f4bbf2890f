import UIKit

/// A comment under a poll; its height is measured before the cell exists.
final class PollCommentCell: UICollectionViewCell {
    enum Layout {
        static func height(content: String) -> CGFloat {
            let width = UIScreen.main.bounds.width - 40
            let lines = max(1, CGFloat(content.count) * 8 / width)
            return 24 + lines * 20
        }
    }
}
