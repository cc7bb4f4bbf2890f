import UIKit

final class FeedPlaybackCoordinator: NSObject, UIScrollViewDelegate {
    private var startOffset: CGFloat = 0

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        startOffset = abs(scrollView.contentOffset.y)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let offset = abs((abs(scrollView.contentOffset.y) - startOffset) / UIScreen.main.bounds.height)
        if offset >= 0.1 {
            reshufflePlayers()
        }
    }

    private func reshufflePlayers() {}
}
