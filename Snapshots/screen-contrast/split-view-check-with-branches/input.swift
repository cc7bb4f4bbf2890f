import UIKit

final class ReaderViewController: UIViewController {
    private let articleView = UIView()
    private let sidebarButton = UIButton(type: .system)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Full width means we are not in Split View or Slide Over: offer the sidebar.
        if view.bounds.width == UIScreen.main.bounds.width {
            sidebarButton.isHidden = false
            articleView.frame = view.bounds.insetBy(dx: 80, dy: 0)
        } else {
            sidebarButton.isHidden = true
            articleView.frame = view.bounds
        }
    }
}
