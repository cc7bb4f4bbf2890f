import UIKit

final class ThumbnailSizer {
    func fitted(_ itemSize: CGSize) -> CGSize {
        CGSize(width: min(itemSize.width, UIScreen.main.bounds.width), height: itemSize.height)
    }
}
