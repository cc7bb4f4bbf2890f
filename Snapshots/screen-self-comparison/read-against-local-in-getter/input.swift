import UIKit

final class BannerController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let screen = UIScreen.main.bounds
        if UIScreen.main.bounds.width >= screen.width {
            view.backgroundColor = .white
        }
    }
}
