import UIKit

final class CheckoutSummaryViewController: UIViewController {
    private let totalsView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(totalsView)
    }

    func update(itemCount: Int) {
        let rowHeight: CGFloat = 44
        let maxHeight = UIScreen.main.bounds.height * 0.4
        totalsView.frame.size.height = min(CGFloat(itemCount) * rowHeight, maxHeight)
    }
}

final class CheckoutCoordinator {
    private let navigationController: UINavigationController
    private let summary = CheckoutSummaryViewController()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(itemCount: Int) {
        summary.update(itemCount: itemCount)
        navigationController.pushViewController(summary, animated: true)
    }
}
