import UIKit

final class MapViewController: UIViewController {
    private let legend = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(legend)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.placeLegend()
        })
    }

    private func placeLegend() {
        legend.frame.origin.x = UIScreen.main.bounds.width - 120
    }
}
