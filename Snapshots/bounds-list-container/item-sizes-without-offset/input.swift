import UIKit

/// A grid whose header spans the list and whose items take half of a width decided in setup.
final class BrandGridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private var itemWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        itemWidth = (UIScreen.main.bounds.width - 28) / 2
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        if indexPath.item == 0 {
            return CGSize(width: UIScreen.main.bounds.width, height: 256)
        }
        return CGSize(width: itemWidth, height: itemWidth + 82)
    }
}
