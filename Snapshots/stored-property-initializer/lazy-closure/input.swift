import UIKit

final class AccountViewController: UIViewController {
    private lazy var header: UIView = {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180))
        header.backgroundColor = .secondarySystemBackground
        return header
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }
}
