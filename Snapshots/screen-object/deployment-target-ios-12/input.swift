import UIKit

final class BoardingPassViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIScreen.main.brightness = 1.0
    }
}
