import UIKit

final class PlayerViewController: UIViewController {
    let overlay = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        overlay.frame.size.height = availableHeight()
    }

    private func availableHeight() -> CGFloat {
        guard let window = view.window else { return UIScreen.main.bounds.height }
        return window.bounds.height - view.safeAreaInsets.top
    }

    func keyboardLift(for endFrame: CGRect) -> CGFloat {
        let visibleHeight: CGFloat = {
            if let window = view.window {
                return window.bounds.height
            }
            return UIScreen.main.bounds.height
        }()
        return max(0, visibleHeight - endFrame.minY)
    }
}
