import UIKit

final class ImagePipeline {
    static let shared = ImagePipeline(scale: UIScreen.main.scale)

    let scale: CGFloat

    init(scale: CGFloat) {
        self.scale = scale
    }
}

struct Thumbnail {
    static func pixelSize(for pointSize: CGSize) -> CGSize {
        CGSize(width: pointSize.width * UIScreen.main.scale, height: pointSize.height * UIScreen.main.scale)
    }
}
