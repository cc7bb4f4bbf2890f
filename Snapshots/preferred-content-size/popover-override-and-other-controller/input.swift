import UIKit

final class FilterViewController: UIViewController {
    override var preferredContentSize: CGSize {
        get { CGSize(width: UIScreen.main.bounds.width * 0.5, height: 320) }
        set { super.preferredContentSize = newValue }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.preferredContentSize.width = UIScreen.main.bounds.width / 2
    }

    func showHelp() {
        let help = UIViewController()
        help.preferredContentSize = CGSize(width: UIScreen.main.bounds.width * 0.8, height: 400)
        present(help, animated: true)
    }
}
