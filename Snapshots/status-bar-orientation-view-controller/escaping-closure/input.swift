import UIKit

final class PlayerViewController: UIViewController {
    func after(_ work: @escaping () -> Void) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        after {
            let orientation = UIApplication.shared.statusBarOrientation
            print(orientation)
        }
    }
}
