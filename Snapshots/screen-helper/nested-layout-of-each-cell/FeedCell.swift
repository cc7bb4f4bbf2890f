import UIKit

/// A feed item with a fixed height of its own, under the same nested name.
final class FeedCell: UICollectionViewCell {
    enum Layout {
        static func height(content: String) -> CGFloat {
            content.isEmpty ? 60 : 80
        }
    }

    func preferredHeight(for text: String) -> CGFloat {
        Layout.height(content: text)
    }
}
