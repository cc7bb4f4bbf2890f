import UIKit

final class PromoViewController: UIViewController {
    let banner = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 60)
    }
}
