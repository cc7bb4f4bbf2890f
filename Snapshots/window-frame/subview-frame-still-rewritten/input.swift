import UIKit

final class CoverViewController: UIViewController {
    private let coverView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(coverView)
    }
    private var windowTitle = ""

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        coverView.frame = UIScreen.main.bounds
        windowTitle = "\(UIScreen.main.bounds.width)"
    }
}
