import UIKit

final class ExternalDisplayViewController: UIViewController {
    private var screen: UIScreen?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        screen = UIScreen.main
    }
}
