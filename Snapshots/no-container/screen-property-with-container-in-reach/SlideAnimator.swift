import UIKit

extension UIScreen {
    var cornerRadius: CGFloat { 39 }
}

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let radius = UIScreen.main.cornerRadius
        transitionContext.containerView.layer.cornerRadius = radius
        transitionContext.completeTransition(true)
    }
}
