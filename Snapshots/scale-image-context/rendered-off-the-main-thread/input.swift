import UIKit
import Dispatch

final class AvatarView: UIView {
    var image: UIImage?

    func redraw() {
        DispatchQueue.global().async {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, UIScreen.main.scale)
            let drawn = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            DispatchQueue.main.async { self.image = drawn }
        }
    }
}
