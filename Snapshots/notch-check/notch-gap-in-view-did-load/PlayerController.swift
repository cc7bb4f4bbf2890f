import UIKit

final class PlayerController: UIViewController {
    let controls = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let bottomGap: CGFloat = UIScreen.main.bounds.height >= 812 ? 34 : 0
        controls.frame = CGRect(x: 0, y: view.bounds.height - 80 - bottomGap, width: view.bounds.width, height: 80)
    }
}
