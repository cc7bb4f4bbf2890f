import UIKit

final class OnboardingViewController: UIViewController {
    private let heroImageView = UIImageView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(heroImageView)
        // Wait a run-loop turn so the navigation bar has been added before sizing the hero.
        DispatchQueue.main.async {
            let width = UIScreen.main.bounds.width
            self.heroImageView.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.75)
        }
    }
}
