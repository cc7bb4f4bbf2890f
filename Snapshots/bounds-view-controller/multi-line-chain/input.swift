import UIKit

final class ComposeViewController: UIViewController {
    private let textView = UIView(frame: .zero)

    func expandEditor() {
        let width = UIScreen
            .main
            .bounds
            .width
        textView.frame.size.width = width - 32
    }
}
