import UIKit

extension UIDevice {
    var hasNotch: Bool {
        let size = UIScreen.main.bounds.size
        return max(size.width, size.height) >= 812
    }
}
