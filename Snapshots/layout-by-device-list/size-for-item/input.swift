import UIKit

final class PhotosViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 5 : 3
        return CGSize(width: collectionView.bounds.width / columns, height: 120)
    }
}

final class ListController: NSObject {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UIDevice.current.orientation.isLandscape ? 44 : 60
    }
}
