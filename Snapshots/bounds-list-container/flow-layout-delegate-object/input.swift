import UIKit

final class GalleryLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var columns: CGFloat = 3

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let spacing: CGFloat = 8
        let side = (UIScreen.main.bounds.width - spacing * (columns + 1)) / columns
        return CGSize(width: side, height: side)
    }

    func collectionView(_ view: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: UIScreen.main.bounds.size.width, height: 44)
    }
}
