import UIKit

final class WelcomeViewController: UIViewController {
    private let logoView = UIImageView(image: nil)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        logoView.frame = CGRect(x: (UIScreen.width - 120) / 2, y: UIScreen.height * 0.2, width: 120, height: 120)
    }
}
