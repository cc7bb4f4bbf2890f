import UIKit

final class ReaderViewController: UIViewController {
    private let column = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutColumn()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        column.alpha = UIScreen.main.bounds.width > 700 ? 1 : 0.8
        prepareForSize()
    }

    private func prepareForSize() {
        layoutColumn()
    }

    private func layoutColumn() {
        column.frame.size.width = min(UIScreen.main.bounds.width, 640)
    }
}
