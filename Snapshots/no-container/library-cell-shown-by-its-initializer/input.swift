#if canImport(UIKit)
import UIKit
// Stand-ins for a design-system pod's base classes, which the scanned files do not contain: an alias
// with one target per platform is a name screenmod leaves unresolved.
typealias LibraryTableViewCell = UITableViewCell
typealias LibraryView = UIView
typealias LibraryTableNode = UITableViewController
#else
import AppKit
typealias LibraryTableViewCell = NSTableCellView
typealias LibraryView = NSView
typealias LibraryTableNode = NSViewController
#endif

/// A contact row whose base class comes from a design-system library the app links as a pod.
final class ContactCell: LibraryTableViewCell {
    private let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func set(name: String) {
        nameLabel.text = name
        nameLabel.preferredMaxLayoutWidth = UIScreen.main.bounds.width - 32
    }
}

/// A QR overlay whose base class comes from the same library; it starts with no frame.
final class ScannerOverlay: LibraryView {
    init() {
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func customize() {
        layer.cornerRadius = UIScreen.main.bounds.width / 20
    }
}

/// A feed list whose base class is the library's table node: `init(style:)` alone is no cell's.
final class FeedTable: LibraryTableNode {
    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func addDivider() {
        let divider = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: UIScreen.main.bounds.height))
        view.addSubview(divider)
    }
}
