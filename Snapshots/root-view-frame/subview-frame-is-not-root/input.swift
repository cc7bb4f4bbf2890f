import UIKit

final class BannerController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80)
        view.addSubview(banner)
    }
}
