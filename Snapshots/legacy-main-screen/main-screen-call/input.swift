import UIKit

final class LegacyWebViewController: UIViewController {
    private let container = UIView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        container.frame = UIScreen.mainScreen().bounds
    }
}
