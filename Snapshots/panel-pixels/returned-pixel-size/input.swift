import UIKit

enum Display {
    /// The size, in pixels, thumbnails are decoded at.
    static func thumbnailPixels() -> CGSize {
        UIScreen.main.nativeBounds.size
    }
}

final class Thumbnails {
    func decodeSize() -> CGSize {
        let pixels = Display.thumbnailPixels()
        return CGSize(width: pixels.width / 4, height: pixels.height / 4)
    }
}
