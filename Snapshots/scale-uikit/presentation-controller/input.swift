import UIKit

final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView(frame: .zero)
    private let grabber = CALayer()

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        grabber.contentsScale = UIScreen.main.scale
    }
}
