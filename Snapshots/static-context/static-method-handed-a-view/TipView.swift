import UIKit

final class TipView: UIView {
    static func showTip(_ text: String, onView: UIView) {
        let tip = TipView(frame: CGRect(x: 16, y: 0, width: UIScreen.main.bounds.width - 32, height: 40))
        onView.addSubview(tip)
    }

    static func defaultWidth() -> CGFloat {
        UIScreen.main.bounds.width - 32
    }
}
