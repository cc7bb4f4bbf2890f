import UIKit

final class ComposeController: UIViewController {
    var bottomConstraint: NSLayoutConstraint!

    func keyboardWillChange(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let local = view.convert(value.cgRectValue, from: UIScreen.main.fixedCoordinateSpace)
        bottomConstraint.constant = max(0, view.bounds.maxY - local.minY)
    }
}
