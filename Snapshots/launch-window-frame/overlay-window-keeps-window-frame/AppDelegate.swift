import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let overlayWindow = UIWindow()

    func showOverlay() {
        overlayWindow.frame = UIScreen.main.bounds
        overlayWindow.isHidden = false
    }
}
