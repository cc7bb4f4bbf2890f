import UIKit

final class OutlinedField: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // One physical pixel.
        layer.borderWidth = UIScreen.main.bounds.width <= 375 ? 0.5 : 0.33
        layer.borderColor = UIColor.gray.cgColor
    }
}
