import UIKit

final class TransactionCell: UITableViewCell {
    private let separator = UIView(frame: .zero)
    private let amountLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(amountLabel)
        contentView.addSubview(separator)
        separator.backgroundColor = .separator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        amountLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
        separator.frame = CGRect(x: 16, y: bounds.height - 1 / UIScreen.main.scale,
                                 width: bounds.width - 16, height: 1 / UIScreen.main.scale)
    }
}
