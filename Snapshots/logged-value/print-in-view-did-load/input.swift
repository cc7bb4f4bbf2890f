import UIKit

final class DiagnosticsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("screen", UIScreen.main.bounds.size)
        debugPrint(UIScreen.main.scale)
    }
}
