import UIKit

final class RuleView: UIView {
    var hairline: CGFloat {
        if #available(iOS 13.0, *) {
            return 1 / max(traitCollection.displayScale, 1)
        } else {
            return 1 / UIScreen.main.scale
        }
    }
}
