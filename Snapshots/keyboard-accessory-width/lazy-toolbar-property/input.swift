import UIKit

final class SearchViewController: UIViewController {
    private let field = UITextField()
    private lazy var keyboardBar: UIToolbar = {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.items = []
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.inputAccessoryView = self.keyboardBar
    }
}
