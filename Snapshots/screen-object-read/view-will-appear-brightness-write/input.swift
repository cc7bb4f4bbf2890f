import UIKit

final class BarcodeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIScreen.main.brightness = 1
    }
}
