import UIKit

extension UIImage {
    /// Shrinks a photo before a detector reads it: no more pixels than the screen has.
    class func detectorSized(_ photo: UIImage) -> UIImage {
        let longest = max(photo.size.width, photo.size.height)
        let ratio = longest / (UIScreen.main.bounds.height * UIScreen.main.scale)
        guard ratio > 1 else { return photo }
        return UIImage.redrawn(photo, to: CGSize(width: photo.size.width / ratio, height: photo.size.height / ratio))
    }

    class func redrawn(_ image: UIImage, to size: CGSize) -> UIImage {
        UIGraphicsBeginImageContext(size)
        image.draw(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        let result = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return result ?? image
    }
}
