import UIKit

extension UIWindow {
    func presentDebugMenu() {
        let root = UIApplication.shared.keyWindow?.rootViewController
        root?.present(UIViewController(), animated: true)
    }
}
