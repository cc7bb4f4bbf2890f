import UIKit

final class RotatingBadge: UIView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let orientation = UIKit.UIApplication.shared.statusBarOrientation
        print(orientation)
    }
}
