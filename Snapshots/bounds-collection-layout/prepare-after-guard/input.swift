import UIKit

final class CardStackLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let inset: CGFloat = 24
        itemSize = CGSize(width: UIScreen.main.bounds.width - inset * 2,
                          height: collectionView.bounds.height - inset)
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }
}
