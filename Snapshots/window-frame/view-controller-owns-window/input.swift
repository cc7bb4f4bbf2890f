import UIKit

final class MessageWindowController: UIViewController {
    private let window = UIWindow()

    func show(frame: CGRect? = nil) {
        window.rootViewController = self
        window.frame = frame ?? UIScreen.main.bounds
        window.isHidden = false
    }
}
