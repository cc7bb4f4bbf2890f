import UIKit

extension UIScreen {
    static var isSmall: Bool {
        Self.main.bounds.height <= 667
    }

    static var pixel: CGFloat {
        1 / Self.main.scale
    }
}
