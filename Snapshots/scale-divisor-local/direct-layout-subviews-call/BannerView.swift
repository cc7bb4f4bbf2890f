import UIKit

final class BannerView: UIView {
    let line = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        line.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale)
    }
}

final class HomeViewController: UIViewController {
    let banner = BannerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = view.bounds
        banner.layoutSubviews()
        view.addSubview(banner)
    }
}
