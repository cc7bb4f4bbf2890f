import UIKit

extension UIViewController {
    var sideMenuWidth: CGFloat {
        UIScreen.main.bounds.width * 0.8
    }
}
