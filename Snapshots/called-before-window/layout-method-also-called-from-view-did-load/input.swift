import UIKit

final class PromoBannerViewController: UIViewController {
    private let bannerView = UIImageView(frame: .zero)
    private var bannerHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        bannerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bannerView)
        let height = bannerView.heightAnchor.constraint(equalToConstant: 0)
        height.isActive = true
        bannerHeight = height
        layoutBanner()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBanner()
    }

    private func layoutBanner() {
        // Keep the banner's 16:9 aspect at the full width it is shown in.
        bannerHeight?.constant = UIScreen.main.bounds.width * 9 / 16
    }
}
