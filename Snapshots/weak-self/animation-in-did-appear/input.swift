import UIKit

final class BadgeViewController: UIViewController {
    private let badge = UIView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) { [weak self] in
            self?.badge.layer.contentsScale = UIScreen.main.scale
        }
    }
}
