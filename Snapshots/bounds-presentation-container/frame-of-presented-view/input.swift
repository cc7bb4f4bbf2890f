import UIKit

final class BottomSheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height = UIScreen.main.bounds.height * 0.45
        return CGRect(x: 0, y: containerView.bounds.height - height,
                      width: containerView.bounds.width, height: height)
    }
}
