import UIKit

final class BannerViewController: UIViewController {
    private let banner = UIView()
    private var didLayout = false

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayout = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 120)
        banner.isHidden = false
    }
}
