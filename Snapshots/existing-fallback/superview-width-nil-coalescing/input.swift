import UIKit

final class HeroHeaderView: UIView {
    private let imageView = UIImageView(frame: .zero)

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = superview?.bounds.width ?? UIScreen.main.bounds.width
        imageView.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.5)
    }
}
