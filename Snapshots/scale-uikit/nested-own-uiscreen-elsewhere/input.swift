import UIKit

enum Design {
    struct UIScreen {
        static let main = UIScreen()
        let scale: CGFloat = 3
    }

    static var artboardScale: CGFloat { UIScreen.main.scale }
}

final class AvatarBadgeView: UIView {
    private let ring = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.contentsScale = UIScreen.main.scale
    }
}
