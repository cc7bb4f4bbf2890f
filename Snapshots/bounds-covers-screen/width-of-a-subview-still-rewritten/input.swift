import UIKit

final class BannerView: UIView {
    private let titleLabel = UILabel()
    private let backdrop = UIView()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(titleLabel)
        addSubview(backdrop)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)
        backdrop.frame = UIScreen.main.bounds.insetBy(dx: 8, dy: 8)
    }
}
