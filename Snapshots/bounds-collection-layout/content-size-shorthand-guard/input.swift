import UIKit

final class TimelineLayout: UICollectionViewLayout {
    var rows = 0

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        return CGSize(width: UIScreen.main.bounds.size.width, height: CGFloat(rows) * 80 + collectionView.contentInset.top)
    }
}
