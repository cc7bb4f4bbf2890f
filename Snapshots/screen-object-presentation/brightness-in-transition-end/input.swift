import UIKit

final class BoardingPassPresentationController: UIPresentationController {
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed {
            UIScreen.main.brightness = 1.0
        }
    }
}
