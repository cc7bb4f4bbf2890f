import UIKit

final class SheetController: UIPresentationController {
    var containerHeight: CGFloat {
        (containerView?.bounds ?? UIScreen.main.bounds).height
    }
}
