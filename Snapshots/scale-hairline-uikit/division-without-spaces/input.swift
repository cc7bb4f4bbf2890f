import UIKit

final class RuleView: UIView {
    private let line = CALayer()
    private var width: CGFloat = 1

    override func layoutSubviews() {
        super.layoutSubviews()
        let thickness = 1/UIScreen.main.scale
        width/=UIScreen.main.scale
        let inset = (bounds.width - 2)/UIScreen.main.scale
        line.frame = CGRect(x: inset, y: bounds.height - thickness, width: width, height: thickness)
    }
}
