import UIKit

final class ToastPresenter {
    func show(_ toast: UIView, in container: UIView) {
        let width = min(UIScreen.main.bounds.width - 32, 400)
        toast.frame = CGRect(x: (container.bounds.width - width) / 2, y: 48, width: width, height: 56)
        container.addSubview(toast)
    }
}
