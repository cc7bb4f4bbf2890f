import UIKit

final class VideoViewController: UIViewController {
    private let controlsView = UIView(frame: .zero)

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let isLandscape = UIScreen.main.bounds.width > UIScreen.main.bounds.height
        controlsView.isHidden = isLandscape
    }
}
