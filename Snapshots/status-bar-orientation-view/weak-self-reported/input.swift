import UIKit

final class CompassView: UIView {
    func observe(_ handler: @escaping () -> Void) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        observe { [weak self] in
            print(UIApplication.shared.statusBarOrientation)
            self?.setNeedsLayout()
        }
    }
}
