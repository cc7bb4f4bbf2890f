import UIKit

final class SlideUpPresentationController: UIPresentationController {
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

extension SlideUpPresentationController: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: presented)
        let bounds = UIScreen.main.bounds
        presented.view.frame = finalFrame.offsetBy(dx: 0, dy: bounds.size.height)
        transitionContext.containerView.addSubview(presented.view)
        UIView.animate(withDuration: 0.4, animations: {
            presented.view.frame = finalFrame
        }, completion: { finished in
            transitionContext.completeTransition(finished)
        })
    }
}
