import UIKit

final class ToastPresenter: NSObject {
    weak var viewController: UIViewController?

    func show(message: String) {
        let toast = UILabel()
        toast.text = message
        let width = min(UIScreen.main.bounds.width - 32, 400)
        toast.frame = CGRect(x: 16, y: 48, width: width, height: 44)
        viewController?.view.addSubview(toast)
    }
}
