import UIKit

final class BannerView: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.spacing = UIScreen.main.bounds.height <= 420 ? 8 : 16
    }
}
