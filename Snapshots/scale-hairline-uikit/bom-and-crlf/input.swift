import UIKit

final class TagCell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 4)
        contentView.layer.borderWidth = 1 / UIScreen.main.scale
        contentView.layer.cornerRadius = bounds.height / 2
    }
}
