import UIKit

final class MapViewController: UIViewController {
    private let mapView = UIView(frame: .zero)
    private let pin = UIView(frame: .zero)

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        mapView.frame = UIScreen.main.bounds
        pin.center.x = UIScreen.main.bounds.midX
    }
}
