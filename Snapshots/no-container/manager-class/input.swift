import UIKit

final class ImageCache {
    private var storage: [String: UIImage] = [:]

    func key(for url: URL, pointSize: CGSize) -> String {
        let scale = UIScreen.main.scale
        return "\(url.absoluteString)@\(Int(pointSize.width * scale))x\(Int(pointSize.height * scale))"
    }

    func maximumDecodeSize() -> CGSize {
        let bounds = UIScreen.main.bounds
        return CGSize(width: bounds.width * 2, height: bounds.height * 2)
    }
}
