import UIKit

final class GalleryViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        // self.layoutBanner()
    }

    private func layoutBanner() {
        banner.frame.size.width = UIScreen.main.bounds.width / 2
    }

    func resizeBanner() {
        banner.frame.size.height = UIScreen.main.bounds.height / 4
    }
}
