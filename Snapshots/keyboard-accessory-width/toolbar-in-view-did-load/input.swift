import UIKit

final class CommentViewController: UIViewController {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        toolbar.items = []
        field.inputAccessoryView = toolbar
    }
}
