import UIKit

final class ReaderViewController: UIViewController {
    private var columnCount = 1

    override func viewWillTransition(to newSize: CGSize,
                                     with transitionCoordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: newSize, with: transitionCoordinator)
        columnCount = UIScreen.main.bounds.size.width > 700 ? 2 : 1
    }
}
