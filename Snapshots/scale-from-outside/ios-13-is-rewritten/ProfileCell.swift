import UIKit

final class ProfileCell: UITableViewCell {
    let header = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        header.addBottomBorder(color: .gray)
    }

    required init?(coder: NSCoder) { fatalError() }
}
