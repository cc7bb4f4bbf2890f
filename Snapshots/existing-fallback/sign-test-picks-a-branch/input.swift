import UIKit

final class DrawerController: UIViewController {
    let fullView: CGFloat = 100

    private var partialView: CGFloat {
        return UIScreen.main.bounds.height - 110
    }

    func settle(velocity: CGPoint) {
        let y = view.frame.minY
        let duration = velocity.y < 0 ? Double((y - fullView) / -velocity.y) : Double((partialView - y) / velocity.y)
        UIView.animate(withDuration: duration) {
            self.view.frame.origin.y = self.fullView
        }
    }

    func height(measured: CGFloat) -> CGFloat {
        measured > 0 ? measured : UIScreen.main.bounds.height
    }

    func cover(_ layer: CALayer, on button: UIButton) {
        layer.frame = button.bounds.isEmpty
            ? CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width - 40, height: 48)
            : button.bounds
    }
}
