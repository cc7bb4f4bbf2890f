import UIKit

final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    private var currentPage = 0

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / UIScreen.main.bounds.width).rounded())
        currentPage = page
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let progress = scrollView.contentOffset.x / UIScreen.main.bounds.size.width
        view.alpha = 1 - min(progress, 1) * 0.2
    }
}
