import UIKit

extension UIImage {
    /// The same pixels, as a new image that always draws as the original.
    func redrawnOriginal() -> UIImage {
        guard let cgImage = cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: UIScreen.main.scale, orientation: .up)
    }
}
