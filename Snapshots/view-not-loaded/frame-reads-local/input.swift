import UIKit

final class HeaderViewController: UIViewController {
    private let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let inset: CGFloat = 16
        view.addSubview(header)
        header.frame = CGRect(x: inset, y: 0, width: UIScreen.main.bounds.width - 2 * inset, height: 60)
    }
}
