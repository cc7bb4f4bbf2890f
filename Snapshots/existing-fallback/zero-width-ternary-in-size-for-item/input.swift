import UIKit

final class TimelineViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        // Before the first layout pass the collection view can still be zero-sized.
        let available = collectionView.bounds.width > 0 ? collectionView.bounds.width : UIScreen.main.bounds.width
        return CGSize(width: available - 32, height: 88)
    }
}
