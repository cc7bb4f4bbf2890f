import UIKit

final class BoardingPassViewController: UIViewController {
    private var savedBrightness: CGFloat = 0.5

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIScreen.main.brightness = 1.0
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIScreen.main.brightness = savedBrightness
    }
}
