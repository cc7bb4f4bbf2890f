import UIKit

/// Common base: analytics and a shared loading indicator.
class BaseViewController: UIViewController {
    let loadingView = UIView(frame: .zero)

    func trackScreen(_ name: String) {
        print("screen: \(name)")
    }
}
