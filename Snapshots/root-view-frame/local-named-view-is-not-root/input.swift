import UIKit

final class CartController: UIViewController {
    private lazy var header: UIView = {
        let view = UIView()
        view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 88)
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }
}
