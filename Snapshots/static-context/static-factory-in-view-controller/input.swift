import UIKit

final class QuickLookViewController: UIViewController {
    static func make(title: String) -> QuickLookViewController {
        let controller = QuickLookViewController()
        controller.title = title
        let screen = UIScreen.main.bounds.size
        controller.preferredContentSize = CGSize(width: screen.width * 0.9, height: screen.height * 0.6)
        return controller
    }
}
