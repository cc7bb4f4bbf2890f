import UIKit

final class KeyboardAvoider: NSObject {
    weak var scrollView: UIScrollView?

    func keyboardWillShow(_ note: Notification) {
        guard let view = scrollView?.superview,
              let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let frame = view.convert(value.cgRectValue, from: UIScreen.main.coordinateSpace)
        scrollView?.contentInset.bottom = frame.height
    }
}
