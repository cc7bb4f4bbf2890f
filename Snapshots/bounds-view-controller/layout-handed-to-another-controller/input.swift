import UIKit

/// A gallery whose tap opens a full-screen pager with a layout built here.
final class GalleryViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    @IBAction func openPager(_ sender: UIButton) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: UIScreen.main.bounds.width, height: 300)
        let pager = PagerViewController(collectionViewLayout: layout)
        present(pager, animated: true)
    }

    @IBAction func switchToGrid(_ sender: UIButton) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: UIScreen.main.bounds.width / 3, height: 120)
        list.setCollectionViewLayout(layout, animated: true)
    }
}

final class PagerViewController: UICollectionViewController {}
