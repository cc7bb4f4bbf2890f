import UIKit

final class MapSnapshotViewController: UIViewController {
    private var snapshotScale: CGFloat = 1

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        snapshotScale = UIScreen.main.scale
    }
}
