import UIKit

final class RatingAlertController: UIViewController {
    var bottomLabelWidth: NSLayoutConstraint?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bottomLabelWidth?.constant = UIScreen.main.bounds.height - 48
        self.bottomLabelWidth?.constant = UIScreen.main.bounds.width - 48
    }
}
