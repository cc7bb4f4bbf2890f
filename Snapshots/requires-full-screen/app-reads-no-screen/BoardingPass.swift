import UIKit

/// The app's Swift code: nothing here names the screen.
final class BoardingPassView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 8
    }
}
