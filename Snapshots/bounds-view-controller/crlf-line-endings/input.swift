import UIKit

final class OnboardingViewController: UIViewController {
    private let pageControl = UIView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 60,
                                   width: UIScreen.main.bounds.size.width, height: 20)
    }
}
