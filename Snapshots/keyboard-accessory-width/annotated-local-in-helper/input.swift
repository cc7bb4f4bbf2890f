import UIKit

final class BatchViewController: UIViewController {
    private let nameField = UITextField()
    private let codeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        view.addSubview(codeField)
        addDoneButton()
    }

    func addDoneButton() {
        let doneToolbar: UIToolbar = UIToolbar(frame: CGRect.init(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50))
        doneToolbar.sizeToFit()
        nameField.inputAccessoryView = doneToolbar
        codeField.inputAccessoryView = doneToolbar
    }
}
