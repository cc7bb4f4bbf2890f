import UIKit

final class CaptureWindow: UIWindow {
    var isMirrored: Bool {
        UIScreen.main.isCaptured
    }
}
