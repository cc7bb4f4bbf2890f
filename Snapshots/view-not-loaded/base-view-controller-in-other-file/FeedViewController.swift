import UIKit

final class FeedViewController: BaseViewController {
    private let headerView = UIView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        trackScreen("feed")
        headerView.frame.size.height = UIScreen.main.bounds.height * 0.25
        view.addSubview(headerView)
    }
}
