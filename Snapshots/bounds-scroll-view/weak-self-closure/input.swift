import UIKit

final class FeedHeaderController: UIViewController, UIScrollViewDelegate {
    private let header = UIView()

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        UIView.animate(withDuration: 0.2, animations: { [weak self] in
            let hidden = scrollView.contentOffset.y > UIScreen.main.bounds.height / 3
            self?.header.alpha = hidden ? 0 : 1
        })
    }
}
