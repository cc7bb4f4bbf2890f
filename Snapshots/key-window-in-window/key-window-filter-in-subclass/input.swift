import UIKit

final class ToastWindow: UIWindow {
    func show(_ toast: UIView) {
        let host = UIApplication.shared.windows.filter { $0.isKeyWindow }.first
        host?.addSubview(toast)
        isHidden = false
    }
}
