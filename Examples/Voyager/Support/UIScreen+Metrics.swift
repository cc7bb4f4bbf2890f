import UIKit

extension UIScreen {
    /// Width of the main screen in points.
    static var width: CGFloat { main.bounds.width }

    /// Height of the main screen in points.
    static var height: CGFloat { UIScreen.main.bounds.height }

    /// True on 4.7" and smaller phones, where the cards drop their subtitle.
    static var isCompactPhone: Bool { Self.main.bounds.height <= 667 }
}

extension CGFloat {
    /// One physical pixel, for separators.
    static var hairline: CGFloat { 1 / UIScreen.main.scale }
}

extension UIDevice {
    /// Whether the device has a notch (X-class iPhones).
    var hasNotch: Bool {
        switch UIScreen.main.nativeBounds.height {
        case 2436, 2688, 1792:
            return true
        default:
            return false
        }
    }

    /// The iPhone SE (1st generation) has 640 × 1136 pixels.
    var isFirstGenerationSE: Bool {
        UIScreen.main.nativeBounds.height == 1136
    }
}
