#if canImport(UIKit)
import UIKit
// Stand-in for a swipe-cell pod's base class, which the scanned files do not contain: an alias
// with one target per platform is a name screenmod leaves unresolved.
typealias SwipeTableCell = UITableViewCell
#else
import AppKit
typealias SwipeTableCell = NSTableCellView
#endif

/// A chat row from a nib whose base class comes from a swipe-actions library.
final class ChatListCell: SwipeTableCell {
    private let separator = UIView()
    var separatorHeight: NSLayoutConstraint?

    override func awakeFromNib() {
        super.awakeFromNib()
        separatorHeight?.constant = 1 / UIScreen.main.scale
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        separator.isHidden = false
    }

    func configure(unread: Bool) {
        separator.alpha = unread ? 1 : UIScreen.main.scale / 4
    }
}
