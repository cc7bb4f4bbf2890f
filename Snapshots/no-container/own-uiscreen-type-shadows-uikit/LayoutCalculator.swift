import UIKit

final class LayoutCalculator {
    func columns() -> Int {
        UIScreen.main.bounds.width > 600 ? 3 : 2
    }

    func hairline() -> CGFloat {
        1 / UIScreen.main.scale
    }
}
