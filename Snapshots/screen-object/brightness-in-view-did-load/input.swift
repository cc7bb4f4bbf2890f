import UIKit

final class ScannerViewController: UIViewController {
    private var initialBrightness: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        initialBrightness = UIScreen.main.brightness
        UIScreen.main.brightness = 1
    }
}
