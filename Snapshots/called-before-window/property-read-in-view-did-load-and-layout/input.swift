import UIKit

final class ProfileViewController: UIViewController {
    private let header = UIView()

    private var headerHeight: CGFloat {
        UIScreen.main.bounds.height * 0.3
    }

    private var footerHeight: CGFloat {
        UIScreen.main.bounds.height * 0.1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.frame.size.height = self.headerHeight
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame.size.height = headerHeight + footerHeight
    }
}
