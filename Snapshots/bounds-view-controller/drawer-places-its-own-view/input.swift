import UIKit

final class DrawerViewController: UIViewController {
    enum Position {
        case collapsed, expanded
    }

    var position: Position = .collapsed
    private let collapsedHeight: CGFloat = 96

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let screenHeight = UIScreen.main.bounds.height
        switch position {
        case .collapsed:
            view.frame.origin.y = screenHeight - collapsedHeight
        case .expanded:
            view.frame.origin.y = screenHeight * 0.25
        }
    }
}
