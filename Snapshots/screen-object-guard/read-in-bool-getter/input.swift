import UIKit

final class NightModeViewController: UIViewController {
    var isDim: Bool {
        UIScreen.main.brightness < 0.3
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.backgroundColor = isDim ? .black : .systemBackground
    }
}
