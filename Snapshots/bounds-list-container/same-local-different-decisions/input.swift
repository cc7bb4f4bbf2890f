import UIKit

/// A carousel cell: the card width and a scroll threshold both start from a local named the same.
final class CarouselCell: UITableViewCell, UICollectionViewDelegateFlowLayout {
    private var revealed = false

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let screenWidth = UIScreen.main.bounds.size.width
        let width = min(screenWidth * 0.87, 390)
        return CGSize(width: width, height: 160)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let screenWidth = UIScreen.main.bounds.size.width
        let threshold = screenWidth * 0.6
        revealed = scrollView.contentOffset.x > threshold
    }
}
