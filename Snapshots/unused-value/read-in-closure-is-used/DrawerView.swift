import UIKit

final class DrawerView: UIView {
    let panel = UIView()

    func open() {
        let width = UIScreen.main.bounds.width
        UIView.animate(withDuration: 0.3) {
            self.panel.frame.origin.x = width - self.panel.frame.width
        }
    }
}
