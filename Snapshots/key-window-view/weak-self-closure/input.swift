import UIKit

final class ToastView: UIView {
    func show(after delay: Double, run: @escaping () -> Void) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        show(after: 1) { [weak self] in
            UIApplication.shared.windows.first?.endEditing(true)
            self?.removeFromSuperview()
        }
        show(after: 2) { [weak self] in
            guard let self else { return }
            UIApplication.shared.windows.first?.endEditing(true)
            self.removeFromSuperview()
        }
    }
}
