import UIKit

final class GridlineView: UIView {
    private let line = CALayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = UIScreen.main.scale
        let thickness = 1 / scale
        line.frame = CGRect(x: 0, y: bounds.height - thickness, width: bounds.width, height: thickness)
    }
}
