import UIKit

final class EditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        view.addSubview(toolbar)
    }
}
