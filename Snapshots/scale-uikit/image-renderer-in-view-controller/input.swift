import UIKit

final class ShareCardViewController: UIViewController {
    private let cardView = UIView(frame: .zero)

    func makeShareImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: cardView.bounds.size, format: format)
        return renderer.image { context in
            context.fill(cardView.bounds)
        }
    }

    func legacySnapshot() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(cardView.bounds.size, false, UIScreen.main.scale)
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
