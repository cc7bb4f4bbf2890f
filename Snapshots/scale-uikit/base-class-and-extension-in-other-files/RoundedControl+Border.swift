import UIKit

extension RoundedControl {
    func applyBorder() {
        layer.cornerRadius = bounds.height / 2
        layer.borderColor = UIColor.separator.cgColor
        layer.rasterizationScale = UIScreen.main.scale
    }
}
