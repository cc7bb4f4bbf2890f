import UIKit

final class ToastView: UIView {
    private let messageLabel = UILabel()

    func show(_ message: String) {
        messageLabel.text = message
        frame = CGRect(x: 16, y: -60, width: UIScreen.main.bounds.width - 32, height: 48)
        UIView.animate(withDuration: 0.3) {
            self.frame.origin.y = 44
        }
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        messageLabel.preferredMaxLayoutWidth = UIScreen.main.bounds.width - 64
    }
}
