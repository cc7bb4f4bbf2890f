import UIKit

final class SlideMenuController: UIViewController, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        var start = transitionContext.containerView.frame
        start.origin.x = UIScreen.main.bounds.size.width
        toView.frame = start
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: {
            toView.frame.origin.x = 0
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}
