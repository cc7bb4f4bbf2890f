import UIKit

final class BadgeCell: UICollectionViewCell {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let isPad = UIScreen.main.traitCollection.userInterfaceIdiom == .pad
        title.font = .systemFont(ofSize: isPad ? 20 : 15)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
