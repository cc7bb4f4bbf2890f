import UIKit

final class NewsViewController: UIViewController {
    private let headlineLabel = UILabel()
    private let feed = NewsFeed()

    func refresh() {
        feed.load { [weak self] headline in
            self?.headlineLabel.text = headline
            self?.headlineLabel.preferredMaxLayoutWidth = UIScreen.main.bounds.width - 32
        }
    }
}

final class NewsFeed {
    func load(completion: @escaping (String) -> Void) {
        completion("")
    }
}
