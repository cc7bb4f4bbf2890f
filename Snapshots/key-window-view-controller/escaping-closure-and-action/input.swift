import UIKit

final class ProfileViewController: UIViewController {
    func reload(completion: @escaping () -> Void) {}

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        refresh()
    }

    private func refresh() {
        reload {
            UIApplication.shared.keyWindow?.endEditing(true)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIApplication.shared.keyWindow?.rootViewController?.dismiss(animated: true)
    }
}
