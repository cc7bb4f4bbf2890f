import UIKit

final class MembersViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        let screenSize: CGRect = UIScreen.main.bounds
        let side = (screenSize.width - 3 * 100) / 2
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let screen = UIScreen.main.bounds
        return CGSize(width: screen.width / 3, height: screen.height / 4)
    }
}
