import UIKit

extension UIDevice {
    static var isLandscapeUI: Bool {
        UIApplication.shared.statusBarOrientation.isLandscape
    }
}

final class Sizer {
    func columns() -> Int { UIDevice.isLandscapeUI ? 4 : 2 }
    func spacing() -> Double { UIDevice.isLandscapeUI ? 8 : 4 }
}
