import UIKit

final class CheckoutViewController: UIViewController {
    private let summaryView = UIView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        summaryView.isHidden = UIScreen.main.isCompact
    }
}
