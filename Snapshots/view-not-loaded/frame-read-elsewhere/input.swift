import UIKit

final class ProfileViewController: UIViewController {
    private let label = UILabel()
    private let button = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        view.addSubview(button)
        label.frame = CGRect(x: 20, y: 100, width: UIScreen.main.bounds.width - 40, height: 30)
        button.frame = CGRect(x: 20, y: label.frame.maxY + 12, width: 120, height: 44)
    }
}
