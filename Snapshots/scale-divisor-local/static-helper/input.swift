import UIKit

final class PixelMath: UIView {
    static func points(fromPixels pixels: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return pixels / scale
    }
}
