import UIKit

final class ArticleViewController: UIViewController {
    private var headerHeight: CGFloat = 0

    // A user-defined runtime attribute in the storyboard: set while the scene loads, before
    // `view` is set, so `view.bounds` here would load the view a second time.
    @IBInspectable var headerFraction: CGFloat = 0.3 {
        didSet {
            headerHeight = UIScreen.main.bounds.height * headerFraction
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        headerHeight = UIScreen.main.bounds.height * headerFraction
    }
}
