import UIKit

func debug(_ items: Any...) {
    print(items)
}

final class KeyboardController: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        debug("viewWillTransition", size, UIScreen.main.bounds.size)
    }
}
