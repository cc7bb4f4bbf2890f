import UIKit

/// A form whose content height has a floor taken from the screen, set again for each step.
final class EntryFormViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let contentHeight = NSLayoutConstraint()
    private var rows: CGFloat = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        showFirstStep()
    }

    func showFirstStep() {
        rows = 3
        let screenHeight = UIScreen.main.bounds.height
        contentHeight.constant = max(screenHeight - 278, rows * 60)
    }

    @IBAction func nextTapped(_ sender: UIButton) {
        rows = 5
        let screenHeight = UIScreen.main.bounds.height
        contentHeight.constant = max(screenHeight - 278, rows * 60)
    }
}
