import UIKit

final class FloatingMenu: UIView {
    var items: [UIView] = []

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        open()
    }

    func open() {
        for item in items {
            item.frame.origin.x = UIScreen.main.bounds.size.width - frame.origin.x
            UIView.animate(withDuration: 0.3) { item.frame.origin.x = 0 }
        }
    }
}
