import UIKit

extension UIScreen {
    var width: CGFloat { bounds.width }
    var pixelHeight: CGFloat { nativeBounds.height }
}

final class BannerView: UIView {
    let badge = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.isHidden = UIScreen.main.pixelHeight < 1334
        badge.frame.size.width = UIScreen.main.width / 3
    }
}
