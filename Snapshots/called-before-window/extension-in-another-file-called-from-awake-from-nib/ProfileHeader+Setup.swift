import UIKit

extension ProfileHeader {
    func setup() {
        avatar.frame.size.width = UIScreen.main.bounds.width / 4
    }
}
