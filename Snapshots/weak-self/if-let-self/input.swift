import UIKit

final class KeyboardAwareViewController: UIViewController {
    private let footer = UIView(frame: .zero)

    func observeKeyboard(_ center: KeyboardCenter) {
        center.onChange { [weak self] keyboardHeight in
            if let self {
                footer.frame.origin.y = UIScreen.main.bounds.height - keyboardHeight - footer.frame.height
            }
        }
    }
}

final class KeyboardCenter {
    func onChange(_ handler: @escaping (CGFloat) -> Void) {}
}
