import UIKit

/// A layout that reads the screen in init and its collection view in prepare(): the init read is
/// the finding; the prepare() read is a bounds-collection-layout rewrite.
final class FeedLayout: UICollectionViewFlowLayout {
    private var columns: CGFloat = 2

    override init() {
        super.init()
        columns = UIScreen.main.bounds.width > 600 ? 3 : 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = UIScreen.main.bounds.width
        itemSize = CGSize(width: width / columns, height: 160)
        _ = collectionView
    }
}
