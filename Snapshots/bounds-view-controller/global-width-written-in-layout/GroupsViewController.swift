import UIKit

var screenWidth = UIScreen.main.bounds.width

final class GroupsViewController: UIViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        screenWidth = UIScreen.main.bounds.width
    }

    func itemWidth() -> CGFloat {
        screenWidth / 2
    }
}
