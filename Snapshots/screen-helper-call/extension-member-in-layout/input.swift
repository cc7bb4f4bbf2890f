import UIKit

extension UIScreen {
    var pixel: CGFloat { 1 / UIScreen.main.scale }
}

final class DividerView: UIView {
    private let line = CALayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        line.frame.size.height = UIScreen.main.pixel
        line.contentsScale = UIScreen.main.scale
    }
}
