import UIKit

final class ProfileHeader: UIView {
    let content = UIView()
    let avatar = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
        content.addSubview(avatar)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 120)
    }
}
