import UIKit

final class ReaderWindow: UIWindow {
    private var savedBrightness: CGFloat = 0.5

    func present() {
        isHidden = false
        savedBrightness = UIScreen.main.brightness
        UIScreen.main.brightness = 1.0
    }
}
