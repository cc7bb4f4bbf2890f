import UIKit

final class FormViewController: UIViewController {
    private let field = UIView()

    func scrollFieldIntoView() {
        let frameInWindow = field.convert(field.bounds, to: nil)
        let hiddenBy = frameInWindow.maxY - UIScreen.main.bounds.height * 0.6
        view.frame.origin.y = -max(hiddenBy, 0)
    }
}
