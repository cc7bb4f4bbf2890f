import UIKit

extension UIScreen {
    var isNotched: Bool { UIScreen.main.nativeBounds.height > 2000 }
}

final class PlayerViewController: UIViewController {
    private var savedBrightness: CGFloat = 0
    private var usesInset = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        usesInset = UIScreen.main.isNotched
        savedBrightness = UIScreen.main.brightness
    }
}
