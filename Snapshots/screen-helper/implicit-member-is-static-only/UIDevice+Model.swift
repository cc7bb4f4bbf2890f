import UIKit

extension UIDevice {
    /// Whether the panel is the 5.8-inch one of the first notched phones.
    var isNotchedPhone: Bool {
        UIScreen.main.nativeBounds.height == 2436
    }
}
