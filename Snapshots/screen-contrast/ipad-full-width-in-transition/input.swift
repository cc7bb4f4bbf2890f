import UIKit

final class BrowserController: UIViewController {
    private var showsToolsetInBar = false

    override func viewDidLoad() {
        super.viewDidLoad()
        showsToolsetInBar = UIDevice.current.userInterfaceIdiom == .pad
            && (UIScreen.main.bounds.width == view.frame.size.width || view.frame.size.width > view.frame.size.height)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        showsToolsetInBar = UIScreen.main.bounds.width != size.width
    }
}
