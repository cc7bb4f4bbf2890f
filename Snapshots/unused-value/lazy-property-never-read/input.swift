import UIKit

final class PostViewController: UIViewController {
    private lazy var accessoryBar: UIView = {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.backgroundColor = .white
        return bar
    }()

    private lazy var usedBar: UIView = {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(usedBar)
    }
}
