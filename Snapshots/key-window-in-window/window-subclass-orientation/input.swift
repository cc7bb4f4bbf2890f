import UIKit

final class OverlayWindow: UIWindow {
    override func layoutSubviews() {
        super.layoutSubviews()
        if UIApplication.shared.statusBarOrientation.isLandscape {
            rootViewController?.view.layoutMargins = .zero
        }
        if let key = UIApplication.shared.windows.first, key !== self {
            frame = key.frame
        }
    }
}
