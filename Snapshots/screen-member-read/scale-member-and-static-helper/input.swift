import UIKit

extension UIScreen {
    var pixelScale: CGFloat { scale }
    var isWide: Bool { bounds.width > 600 }
}

final class HairlineView: UIView {
    let line = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        line.frame.size.height = 1 / UIScreen.main.pixelScale
        line.isHidden = UIScreen.main.isWide
    }
}
