import UIKit

protocol EntityCell: UICollectionViewCell {
    func configure(title: String)
}

/// A cell that inherits from a class and a protocol written as one composition.
final class FolderCell: UICollectionViewCell & EntityCell {
    private let titleLabel = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        contentView.addSubview(titleLabel)
    }

    func configure(title: String) {
        titleLabel.text = title
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 12, y: 0, width: UIScreen.main.bounds.width - 24, height: 44)
    }
}
