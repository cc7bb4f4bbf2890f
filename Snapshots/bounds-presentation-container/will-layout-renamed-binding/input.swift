import UIKit

final class FullWidthPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView, let presented = presentedView else { return }
        dimmingView.frame = UIScreen.main.bounds
        presented.frame = CGRect(x: 0, y: 80, width: UIScreen.main.bounds.width, height: container.bounds.height - 80)
    }
}
