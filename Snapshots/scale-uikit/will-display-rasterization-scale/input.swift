import UIKit

final class StoryRailViewController: UIViewController, UICollectionViewDelegate {
    private var railView: UICollectionView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let rail = UICollectionView(frame: .zero, collectionViewLayout: layout)
        rail.delegate = self
        view.addSubview(rail)
        railView = rail
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        // The story rings are expensive to draw: rasterize them at the display's scale.
        cell.layer.shouldRasterize = true
        cell.layer.rasterizationScale = UIScreen.main.scale
    }
}
