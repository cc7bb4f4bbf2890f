import UIKit

// Device checks built from the screen's sides; nothing in the app reads the checks, so the
// whole chain computes values nobody uses.
struct ScreenSize {
    static let width = UIScreen.main.bounds.size.width
    static let height = UIScreen.main.bounds.size.height
    static let maxLength = max(ScreenSize.width, ScreenSize.height)
}

struct DeviceType {
    static let isSmallPhone = UIDevice.current.userInterfaceIdiom == .phone && ScreenSize.maxLength < 568.0
    static let isPlus = UIDevice.current.userInterfaceIdiom == .phone && ScreenSize.maxLength == 736.0
}
