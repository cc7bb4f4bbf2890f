import UIKit

final class ProfileViewController: UIViewController {
    private let avatar = UIView()
    private let separator = UIView()

    func reload() {
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.avatar.layer.borderWidth = 1 / UIScreen.main.scale
        }
        DispatchQueue.main.async { [weak self] in
            if let this = self {
                this.separator.frame.size.height = 1.0 / UIScreen.main.scale
            }
            self?.separator.layer.borderWidth = 1 / UIScreen.main.scale
        }
    }
}
