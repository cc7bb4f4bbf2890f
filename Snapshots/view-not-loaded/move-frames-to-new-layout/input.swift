import UIKit

final class SplashViewController: UIViewController {
    private let loadingView = UIView()
    private let footer = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(loadingView)
        self.view.addSubview(footer)
        loadingView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height - 80)
        loadingView.backgroundColor = .white
        self.footer.frame = CGRect.init(x: 16,
                                        y: UIScreen.main.bounds.maxY - 64,
                                        width: UIScreen.main.bounds.size.width - 32, height: 48)
        footer.text = "Loading"
    }
}
