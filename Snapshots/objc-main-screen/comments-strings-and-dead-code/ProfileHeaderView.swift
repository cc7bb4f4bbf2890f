import UIKit

/// The Swift half of the app: nothing here reads the main screen.
final class ProfileHeaderView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
