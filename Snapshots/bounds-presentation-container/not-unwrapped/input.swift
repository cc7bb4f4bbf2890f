import UIKit

final class DimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        dimmingView.frame = UIScreen.main.bounds
        containerView?.addSubview(dimmingView)
    }
}
