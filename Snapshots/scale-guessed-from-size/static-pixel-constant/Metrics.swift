import UIKit

enum Metrics {
    static let assetScale: CGFloat = UIScreen.main.bounds.height > 667 ? 3 : 2
    static let gutter: CGFloat = UIScreen.main.bounds.width > 375 ? 20 : 12
}

final class AvatarView: UIImageView {
    func showAvatar(named name: String) {
        image = UIImage(named: "\(name)@\(Int(Metrics.assetScale))x")
        layoutMargins = UIEdgeInsets(top: 0, left: Metrics.gutter, bottom: 0, right: Metrics.gutter)
    }
}
