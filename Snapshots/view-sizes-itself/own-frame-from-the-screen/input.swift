import UIKit

final class DimmingView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        frame = UIScreen.main.bounds
        self.bounds = UIScreen.main.bounds
    }
}
