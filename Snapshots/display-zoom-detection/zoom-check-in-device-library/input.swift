import UIKit

public enum Hardware {
    case phone
    case pad

    public var isZoomed: Bool {
        UIScreen.main.nativeScale > UIScreen.main.scale
    }
}
