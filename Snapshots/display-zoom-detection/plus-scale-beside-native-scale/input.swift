import UIKit

public enum Handset {
    case current

    public var isZoomed: Bool {
        if Int(UIScreen.main.scale.rounded()) == 3 {
            return UIScreen.main.nativeScale > 2.7 && UIScreen.main.nativeScale < 3
        }
        return UIScreen.main.nativeScale > UIScreen.main.scale
    }
}
