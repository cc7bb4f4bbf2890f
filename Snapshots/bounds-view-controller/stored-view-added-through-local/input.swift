import UIKit

final class NoticeViewController: UIViewController {
    let containerView = UIView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            let view = self.containerView
            view.backgroundColor = .black
            self.view.addSubview(view)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        containerView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 28)
    }
}
