import UIKit

final class Thumbnail: UIView {
    func pixelScale(sharp: Bool) -> CGFloat {
        let scale: CGFloat
        if #available(iOS 13.0, *) {
            scale = traitCollection.displayScale
        } else {
            if sharp {
                scale = UIScreen.main.scale
            } else {
                scale = 1
            }
        }
        return scale
    }
}
