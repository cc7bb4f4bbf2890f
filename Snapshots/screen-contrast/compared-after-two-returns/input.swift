import UIKit

/// Places a context menu in screen coordinates; the offset one method computes from the screen
/// is compared with the screen two methods away.
final class MenuPlacement {
    var menuHeight: CGFloat = 120
    var anchorY: CGFloat = 0

    func clampedOffset() -> CGFloat {
        let offset = preferredOffset()
        return offset > UIScreen.main.bounds.height ? UIScreen.main.bounds.height : offset
    }

    func preferredOffset() -> CGFloat {
        if anchorY + menuHeight > 600 {
            return bottomOffset()
        }
        return anchorY
    }

    func bottomOffset() -> CGFloat {
        UIScreen.main.bounds.height - menuHeight
    }
}
