import UIKit

/// A controller that gives notched phones a taller bar, and a wide layout a third column.
final class MainTabBarController: UIViewController {
    private var barHeight: CGFloat = 49
    private var columns = 2

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if UIScreen.main.bounds.height >= 812 {
            barHeight = 83
        }
        columns = UIScreen.main.bounds.width > 600 ? 3 : 2
    }
}
