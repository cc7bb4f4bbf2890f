import UIKit

extension UIImage {
    func resized(toWidth width: CGFloat) -> UIImage? {
        let height = size.height * width / size.width
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), false, UIScreen.main.scale)
        defer { UIGraphicsEndImageContext() }
        draw(in: CGRect(x: 0, y: 0, width: width, height: height))
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
