import UIKit
import Dispatch

final class FeedViewController: UIViewController {
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        DispatchQueue.global(qos: .utility).async { [weak self] in self?.prefetch() }
        banner.frame.size.width = UIScreen.main.bounds.width
    }

    private func prefetch() {}
}
