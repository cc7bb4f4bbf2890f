import UIKit

final class SlideHelper {
    func slide(_ view: UIView, using _: any UIViewControllerContextTransitioning) {
        view.frame.origin.x = -UIScreen.main.bounds.width
    }
}
