import UIKit

final class PageSnapper: NSObject, UIScrollViewDelegate {
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let page = (scrollView.contentOffset.x / UIScreen.main.bounds.width + velocity.x).rounded()
        targetContentOffset.pointee.x = page * scrollView.bounds.width
        scrollView.contentInset.left = (scrollView.bounds.width - UIScreen.main.bounds.width * 0.8) / 2
    }
}
