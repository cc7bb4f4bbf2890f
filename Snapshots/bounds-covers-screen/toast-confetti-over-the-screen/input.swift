import UIKit

final class ToastView: UIView {
    private let confettiView = UIView()
    private let messageLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        subviews[0].frame = UIScreen.main.bounds
        confettiView.frame = UIScreen.main.bounds
    }
}
