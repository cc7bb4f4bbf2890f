import UIKit

final class StatusBannerView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = window?.bounds.size.width ?? UIScreen.main.bounds.size.width
        label.frame = CGRect(x: 16, y: 0, width: width - 32, height: bounds.height)
    }
}
