import UIKit

final class SyncedScrollController: UIViewController, UIScrollViewDelegate {
    private let thumbnails = UIScrollView()

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = scrollView.contentOffset.x
        if true {
            let scrollView = thumbnails
            scrollView.contentOffset.x = page / UIScreen.main.bounds.width * 80
        }
    }
}
