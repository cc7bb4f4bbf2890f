import UIKit

extension UIDevice {
    var screenScale: CGFloat { UIScreen.main.scale }

    var isRetina: Bool { UIScreen.main.scale >= 2 }
}
