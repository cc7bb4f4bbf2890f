import UIKit

final class DebugOverlayViewController: UIViewController {
    private var overlayWindow: UIWindow?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let window = UIWindow.init(frame: UIScreen.main.bounds)
        window.windowLevel = 2000
        window.rootViewController = UIViewController()
        window.isHidden = false
        overlayWindow = window
    }
}
