import UIKit

final class CameraViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if UIApplication.shared.statusBarOrientation.isLandscape { rotate() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let upright = UIApplication.shared.statusBarOrientation == .portrait
        switch UIApplication.shared.statusBarOrientation {
        case .landscapeLeft: print("left", upright)
        default: print("other")
        }
    }

    func rotate() {}
}
