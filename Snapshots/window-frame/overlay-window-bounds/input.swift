import UIKit

final class OverlayView: UIView {
    var overlayWindow: UIWindow?

    override func layoutSubviews() {
        super.layoutSubviews()
        self.overlayWindow?.bounds = UIScreen.main.bounds
    }
}
