import UIKit

final class StartView: UIView {
    let titleLabel = UILabel()
    let titleTop = NSLayoutConstraint()

    override func layoutSubviews() {
        super.layoutSubviews()
        titleTop.constant = UIScreen.main.bounds.height * 0.25
    }
}

final class StartViewController: UIViewController {
    var startView: StartView = StartView()

    override func viewDidLoad() {
        super.viewDidLoad()
        startView.frame = UIScreen.main.bounds
        view.addSubview(startView)
    }
}
