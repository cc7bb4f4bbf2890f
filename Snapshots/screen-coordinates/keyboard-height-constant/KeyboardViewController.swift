import UIKit

final class KeyboardViewController: UIViewController {
    let keyboardHeight: CGFloat = 260
    let keyButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        keyButton.frame = CGRect(x: 0, y: keyboardHeight - 50, width: UIScreen.main.bounds.width / 3, height: 44)
        view.addSubview(keyButton)
    }
}
