import UIKit

final class GalleryPager: NSObject, UIScrollViewDelegate {
    var offset: CGFloat = 0
    var page = 0

    func scrollViewDidScroll(_: UIScrollView) {
        page = Int(offset / UIScreen.main.bounds.width)
    }
}
