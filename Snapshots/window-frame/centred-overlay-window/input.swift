import UIKit

final class ToastController: UIViewController {
    var overlay: UIWindow?
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        overlay?.center = CGPoint(x: UIScreen.main.bounds.width / 2,
                                  y: UIScreen.main.bounds.height / 2)
        badge.center = CGPoint(x: UIScreen.main.bounds.width / 2, y: 40)
    }
}
