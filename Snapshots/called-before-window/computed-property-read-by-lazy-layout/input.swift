import UIKit

final class PhotoGridViewController: UIViewController {
    private var itemSize: CGSize {
        let side = (UIScreen.main.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }

    private lazy var layout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        return layout
    }()

    override func loadView() {
        view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }
}
