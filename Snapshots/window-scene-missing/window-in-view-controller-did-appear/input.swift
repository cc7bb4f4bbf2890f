import UIKit

final class ShakeReporterViewController: UIViewController {
    private var overlayWindow: UIWindow?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = 2000
        window.rootViewController = UIViewController()
        window.isHidden = false
        overlayWindow = window
    }
}
