import UIKit

final class PopController: UIViewController {
    let dialog = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(dialog)
    }

    func show(from presenter: UIViewController) {
        presenter.present(self, animated: false, completion: {
            UIView.animate(withDuration: 0.3) {
                self.dialog.center.y = UIScreen.main.bounds.midY
            }
        })
    }

    func showAbove(from presenter: UIViewController) {
        presenter.present(self, animated: false) {
            self.dialog.frame.origin.y = UIScreen.main.bounds.height / 2
        }
    }

    func showChild() {
        present(UIViewController(), animated: false) {
            self.dialog.frame.origin.x = UIScreen.main.bounds.width / 2
        }
    }
}
