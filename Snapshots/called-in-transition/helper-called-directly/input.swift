import UIKit

final class GalleryViewController: UIViewController {
    private var itemWidth: CGFloat = 0

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        recalculateItemWidth()
    }

    private func recalculateItemWidth() {
        itemWidth = (UIScreen.main.bounds.width - 48) / 3
    }
}
