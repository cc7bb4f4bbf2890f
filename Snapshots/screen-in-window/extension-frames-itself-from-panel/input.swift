import UIKit

extension UIWindow {
    public func updateForOrientation() {
        let screen = UIScreen.main
        let scale = screen.nativeScale
        frame = CGRect(x: 0, y: 0, width: screen.nativeBounds.width / scale, height: screen.nativeBounds.height / scale)
    }
}
