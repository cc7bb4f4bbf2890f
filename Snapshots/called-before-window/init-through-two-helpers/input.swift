import UIKit

final class ProgressCircleView: UIView {
    private let avatarView = UIImageView()
    private var avatarPixels: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: .zero)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        addSubview(avatarView)
        updateAvatar()
    }

    private func updateAvatar() {
        avatarPixels = avatarView.frame.size.width * UIScreen.main.scale
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}
