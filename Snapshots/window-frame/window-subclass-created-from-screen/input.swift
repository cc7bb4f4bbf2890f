import UIKit

final class OverlayWindow: UIWindow {}

final class OverlayPresenter {
    var overlay: OverlayWindow?
    var banner: UIView?

    func show() {
        overlay = OverlayWindow(frame: UIScreen.main.bounds)
        banner = UIView(frame: UIScreen.main.bounds)
    }
}
