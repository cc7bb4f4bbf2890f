import UIKit

final class ToastController: UIViewController {
    private var toastWindow: UIWindow?
    private let banner = UIView()

    static let shared = ToastController()

    static func show() {
        shared.presentBanner()
    }

    private func presentBanner() {
        toastWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        toastWindow?.rootViewController = self
        toastWindow?.isHidden = false
        view.frame = UIScreen.main.bounds
        view.addSubview(banner)
    }
}
