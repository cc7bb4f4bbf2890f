import UIKit

/// A three-column grid whose cells are sized once, when the layout is made.
final class GalleryLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        let side = (UIScreen.main.bounds.width - 4) / 3
        itemSize = CGSize(width: side, height: side)
        minimumInteritemSpacing = 2
        minimumLineSpacing = 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
