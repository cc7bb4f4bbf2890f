import UIKit

enum Presenter {
    static func topController() -> UIViewController? {
        var top = UIApplication.shared.keyWindow?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    static var firstWindow: UIWindow? {
        UIApplication.shared.windows[0]
    }
}
