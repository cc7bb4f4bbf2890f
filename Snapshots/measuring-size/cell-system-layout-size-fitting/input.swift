import UIKit

final class QuoteCell: UICollectionViewCell {
    private let label = UILabel()

    override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                          withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        let width = min(targetSize.width, UIScreen.main.bounds.width - 32)
        return CGSize(width: width, height: label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.preferredMaxLayoutWidth = UIScreen.main.bounds.width - 32
    }
}
