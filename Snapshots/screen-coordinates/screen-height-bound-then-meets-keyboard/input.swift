import UIKit

final class ReplyViewController: UIViewController {
    private let bottomConstraint = NSLayoutConstraint()

    func keyboardWillChange(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let end = value.cgRectValue
        let screenHeight = UIScreen.main.bounds.height
        bottomConstraint.constant = max(0, screenHeight - end.minY)
    }
}
