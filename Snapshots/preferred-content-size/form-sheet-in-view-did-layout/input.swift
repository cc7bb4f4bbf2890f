import UIKit

final class ShareSheetViewController: UIViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleLabel.frame.size.width = UIScreen.main.bounds.width - 40
        preferredContentSize = CGSize(
            width: min(UIScreen.main.bounds.width, 480),
            height: UIScreen.main.bounds.height * 0.6
        )
    }
}
