import UIKit

final class AnswerViewController: UIViewController {
    private let sheet = UIView()
    private let closeButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
    }

    func showSheet() {
        let window = view.window
        UIView.animate(withDuration: 0.3, animations: {
            self.view.alpha = 0.9
        }, completion: { _ in
            window?.addSubview(self.sheet)
        })
    }

    private func closeTapped() {
        let screenSize = UIScreen.main.bounds.size
        UIView.animate(withDuration: 0.3) {
            self.sheet.frame = CGRect(x: 0, y: screenSize.height, width: screenSize.width, height: screenSize.height)
        }
    }
}
