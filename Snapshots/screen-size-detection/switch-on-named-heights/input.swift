import UIKit

enum DeviceHeights {
    static let small: CGFloat = 568
    static let plus: CGFloat = 736
}

final class CaptionLabel: UILabel {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        var size: CGFloat = 0
        let screen = UIScreen.main.bounds
        switch screen.height {
        case DeviceHeights.small:
            size = 12
        case DeviceHeights.plus:
            size = 14
        default:
            size = 16
        }
        font = UIFont.systemFont(ofSize: size)
    }
}
