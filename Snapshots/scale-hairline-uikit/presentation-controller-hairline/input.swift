import UIKit

final class SheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let topBorder = 1 / UIScreen.main.scale
        let height = container.bounds.height * 0.6
        return CGRect(x: 0, y: container.bounds.height - height - topBorder,
                      width: container.bounds.width, height: height + topBorder)
    }
}
