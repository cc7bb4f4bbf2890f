import UIKit

final class AvatarController: UIViewController {
    let avatar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        avatar.frame.size.width = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height) / 3
        avatar.frame.size.height = max(UIScreen.main.bounds.height, 320) / 4
    }
}
