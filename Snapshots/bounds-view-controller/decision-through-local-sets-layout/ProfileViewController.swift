import UIKit

final class ProfileViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    let avatarWidth = NSLayoutConstraint()
    let subtitleLabel = UILabel()

    @IBAction func toggleDetails(_ sender: UIButton) {
        let isCompact = UIScreen.main.bounds.width < 400
        avatarWidth.constant = isCompact ? 48 : 72
        subtitleLabel.isHidden = isCompact
    }
}
