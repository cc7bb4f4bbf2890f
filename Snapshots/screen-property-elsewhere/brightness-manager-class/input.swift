import UIKit

final class BrightnessManager {
    private var saved: CGFloat = 0

    func boost() {
        saved = UIScreen.main.brightness
        UIScreen.main.wantsSoftwareDimming = false
        UIScreen.main.brightness = 1
    }

    func restore() {
        UIScreen.main.brightness = saved
    }
}
