import UIKit

struct DisplayClass {
    static var isLargePhone: Bool {
        let longestSide = max(UIScreen.main.nativeBounds.width, UIScreen.main.nativeBounds.height)
        return longestSide >= 2532
    }
}
