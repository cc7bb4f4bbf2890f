import UIKit

final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.4, animations: {
            fromView.frame.origin.y = UIScreen.main.bounds.size.height
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
