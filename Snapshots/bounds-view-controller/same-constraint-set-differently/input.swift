import UIKit

/// Tabs with an indicator under the selected one; a new feedback resets it to the second tab.
final class FeedbackTabsViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let indicatorLeading = NSLayoutConstraint()

    @IBAction func tabTapped(_ sender: UIButton) {
        indicatorLeading.constant = UIScreen.main.bounds.width / 2 * CGFloat(sender.tag)
    }

    func feedbackAdded() {
        indicatorLeading.constant = UIScreen.main.bounds.width / 2
    }
}
