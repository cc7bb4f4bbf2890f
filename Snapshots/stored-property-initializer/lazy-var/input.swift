import UIKit

final class ExploreViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()
    private lazy var collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }
}
