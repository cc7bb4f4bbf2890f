import UIKit

final class CommentViewController: UIViewController {
    private var bottomInset: CGFloat = 0

    func keyboardWillChange(_ notification: Notification) {
        guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        bottomInset = max(0, UIScreen.main.bounds.height - endFrame.origin.y)
    }
}
