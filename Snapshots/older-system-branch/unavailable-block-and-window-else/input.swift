import UIKit

final class TipPresenter {
    var window: UIWindow?

    func makeOverlayWindow(in scene: UIWindowScene) -> UIWindow {
        if #available(iOS 13.0, *) {
            return UIWindow(windowScene: scene)
        } else {
            return UIWindow(frame: UIScreen.main.bounds)
        }
    }

    func installLegacyWindow() {
        if #unavailable(iOS 14) {
            window = UIWindow(frame: UIScreen.main.bounds)
        }
    }
}
