import UIKit

struct ModelInfo {
    static func isZoomedPlus() -> Bool {
        UIScreen.main.nativeScale > 2.7 && UIScreen.main.nativeScale < 3
    }
}
