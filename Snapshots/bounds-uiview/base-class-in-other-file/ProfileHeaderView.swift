import UIKit

final class ProfileHeaderView: HeaderView {
    private let avatarView = UIImageView(image: nil)

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(avatarView)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = UIScreen.main.bounds.size.width
        avatarView.frame = CGRect(x: (width - 72) / 2, y: 16, width: 72, height: 72)
        titleLabel.frame = CGRect(x: 16, y: avatarView.frame.maxY + 8, width: width - 32, height: 24)
    }
}
