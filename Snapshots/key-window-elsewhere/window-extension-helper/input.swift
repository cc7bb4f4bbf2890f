import UIKit

extension UIWindow {
    static var key: UIWindow? {
        UIApplication.shared.windows.first { $0.isKeyWindow }
    }
}

final class AlertPresenter {
    func present(_ controller: UIViewController) {
        UIWindow.key?.rootViewController?.present(controller, animated: true)
    }

    func dismissKeyboard() {
        UIWindow.key?.endEditing(true)
    }
}
