import UIKit

final class Badge: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // Right half of its superview, measured against the screen.
        if self.frame.origin.x * 2 > UIScreen.main.bounds.width {
            backgroundColor = .red
        }
        layer.cornerRadius = UIScreen.main.bounds.width / 40
    }
}
