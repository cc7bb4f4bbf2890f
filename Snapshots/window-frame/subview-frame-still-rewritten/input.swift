import UIKit

final class CoverViewController: UIViewController {
    private let coverView = UIView()
    private var windowTitle = ""

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        coverView.frame = UIScreen.main.bounds
        windowTitle = "\(UIScreen.main.bounds.width)"
    }
}
