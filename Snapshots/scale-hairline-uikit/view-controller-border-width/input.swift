import UIKit

final class CouponViewController: UIViewController {
    private let couponView = UIView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        couponView.frame = view.bounds.insetBy(dx: 24, dy: 120)
        couponView.layer.borderWidth = 1 / UIScreen.main.scale
        couponView.layer.borderColor = UIColor.separator.cgColor
    }
}
