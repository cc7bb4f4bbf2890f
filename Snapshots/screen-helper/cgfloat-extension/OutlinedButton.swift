import UIKit

final class OutlinedButton: UIButton {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = .onePixel
        layer.cornerRadius = bounds.height / 2 - CGFloat.onePixel
    }
}
