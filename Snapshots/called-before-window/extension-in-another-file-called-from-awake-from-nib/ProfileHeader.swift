import UIKit

final class ProfileHeader: UIView {
    let avatar = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        setup()
    }
}
