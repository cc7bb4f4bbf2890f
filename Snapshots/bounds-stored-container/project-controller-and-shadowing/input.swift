import UIKit

class FeedViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layoutMargins.left = UIScreen.main.bounds.width > 700 ? 40 : 16
    }
}

final class FeedRouter {
    static let sharedBackground = UIView()
    lazy var placeholder = UIView()
    unowned let feed: FeedViewController

    init(feed: FeedViewController) {
        self.feed = feed
    }

    func cardWidth() -> CGFloat {
        UIScreen.main.bounds.width / 2
    }

    func cardHeight(for feed: [String]) -> CGFloat {
        CGFloat(feed.count) * UIScreen.main.bounds.height / 10
    }
}
