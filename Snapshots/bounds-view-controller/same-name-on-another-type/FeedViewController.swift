import UIKit

final class FeedViewController: UIViewController {
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        refresh(animated: false)
    }

    func refresh(animated: Bool) {
        banner.frame.size.width = UIScreen.main.bounds.width - 32
    }
}
