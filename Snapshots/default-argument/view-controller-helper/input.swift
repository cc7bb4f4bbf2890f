import UIKit

final class FeedViewController: UIViewController {
    private let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame.size.width = UIScreen.main.bounds.width
        place(header)
    }

    private func place(_ child: UIView, inset: CGFloat = UIScreen.main.bounds.width * 0.05) {
        child.frame.origin.x = inset
    }
}
