import UIKit

final class DividerViewController: UIViewController {
    private let divider = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(divider)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        divider.frame = UIScreen.main.bounds.insetBy(dx: 16, dy: 0).offsetBy(dx: 0, dy: UIScreen.main.bounds.height / 2 - 1 / UIScreen.main.scale)
        divider.frame.size.height = hairline
    }
}
