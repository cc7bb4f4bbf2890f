import UIKit

final class ShelfLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        itemSize = CGSize(width: UIScreen.main.bounds.width - 40, height: collectionView.bounds.height)
        return true
    }
}
