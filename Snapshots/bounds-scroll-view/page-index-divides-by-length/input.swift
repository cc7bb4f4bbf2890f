import UIKit

/// A photo pager that remembers the page the user scrolled to.
final class PhotoPagerViewController: UIViewController, UIScrollViewDelegate {
    private var page = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        page = Int(scrollView.contentOffset.x / UIScreen.main.bounds.width)
    }
}
