import UIKit

final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = BadgeView()
        view.addSubview(badge)
        badge.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 3, height: 40)
    }
}
