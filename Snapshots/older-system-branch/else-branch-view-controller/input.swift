import UIKit

final class GalleryViewController: UIViewController {
    func thumbnailScale() -> CGFloat {
        if #available(iOS 13.0, *) {
            return view.traitCollection.displayScale
        } else {
            return UIScreen.main.scale
        }
    }
}
