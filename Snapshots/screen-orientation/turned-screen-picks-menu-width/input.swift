import UIKit

final class DrawerMenu {
    let host: UIViewController
    let panel = UIView()

    init(host: UIViewController) {
        self.host = host
    }

    // Sideways: as wide as the screen is tall; upright: most of the width.
    var panelWidth: CGFloat {
        if UIScreen.main.bounds.width > UIScreen.main.bounds.height {
            return UIScreen.main.bounds.height
        }
        return UIScreen.main.bounds.width * 0.8
    }

    func open() {
        panel.frame = CGRect(x: 0, y: 0, width: panelWidth, height: host.view.bounds.height)
        host.view.addSubview(panel)
    }
}
