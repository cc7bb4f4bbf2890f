import UIKit

final class PopoverLikePresentationController: UIPresentationController {
    var anchor: CGRect = .zero

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        let frame = presentedViewController.view.convert(anchor, to: UIScreen.main.coordinateSpace)
        presentedView?.frame.origin = frame.origin
    }
}
