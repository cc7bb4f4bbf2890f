import UIKit

final class OnboardingController: UIViewController {
    private let backdrop = UIImageView()
    private var backdropX = UIScreen.main.bounds.width
    private let pageWidth = UIScreen.main.bounds.width
    private let pageHeight = UIScreen.main.bounds.height

    override func viewDidLoad() {
        super.viewDidLoad()
        view.insertSubview(backdrop, at: 0)
        backdrop.frame = CGRect(x: backdropX, y: 0, width: pageWidth, height: pageHeight)
    }
}

extension OnboardingController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        backdropX += 0.04 * pageWidth
        backdrop.frame.origin = CGPoint(x: backdropX, y: 0)
    }
}

final class ProfileHeader: UIView {
    private let titleLabel = UILabel()
    private let pageWidth = UIScreen.main.bounds.width

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame.size.width = pageWidth - 32
    }
}
