import UIKit

final class ToastPresenter {
    private var toastWindow: UIWindow?

    func show(in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 64)
        window.windowLevel = 1500
        window.rootViewController = UIViewController()
        window.isHidden = false
        toastWindow = window
    }
}
