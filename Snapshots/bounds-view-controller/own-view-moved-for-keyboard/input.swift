import UIKit

final class SignUpViewController: UIViewController {
    private let banner = UIView()
    private let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        view.addSubview(sendButton)
        sendButton.addAction(UIAction { [weak self] _ in
            self?.showBanner()
        }, for: .touchUpInside)
    }

    private func showBanner() {
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
    }

    func keyboardWillShow(height: CGFloat) {
        view.frame.origin.y = -height
    }

    func keyboardWillHide() {
        view.frame.origin.y = 0
    }
}
