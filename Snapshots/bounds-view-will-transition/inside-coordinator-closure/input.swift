import UIKit

final class CarouselViewController: UIViewController {
    private var itemViews: [UIView] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.layoutItems(in: UIScreen.main.bounds.size)
        }, completion: { _ in
            self.layoutItems(in: UIScreen.main.bounds.size)
        })
    }

    private func layoutItems(in size: CGSize) {
        for (index, item) in itemViews.enumerated() {
            item.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
    }
}
