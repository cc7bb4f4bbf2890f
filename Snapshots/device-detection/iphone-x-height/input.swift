import UIKit

extension UIDevice {
    var isIPhoneX: Bool {
        userInterfaceIdiom == .phone && UIScreen.main.nativeBounds.height == 2436
    }
}
