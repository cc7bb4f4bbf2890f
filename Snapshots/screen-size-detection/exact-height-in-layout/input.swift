import UIKit

final class PanelViewController: UIViewController {
    private var topInset: CGFloat = 0

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        topInset = UIScreen.main.bounds.height == 667.0 ? 18.0 : 16.0
    }
}
