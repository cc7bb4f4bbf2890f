import UIKit

extension UIImage {
    func cropped(to rect: CGRect) -> UIImage? {
        var rect = rect
        rect.origin.x *= UIScreen.main.scale
        rect.origin.y *= UIScreen.main.scale
        rect.size.width *= UIScreen.main.scale
        rect.size.height *= UIScreen.main.scale
        guard let cut = cgImage?.cropping(to: rect) else { return nil }
        return UIImage(cgImage: cut, scale: scale, orientation: imageOrientation)
    }
}
