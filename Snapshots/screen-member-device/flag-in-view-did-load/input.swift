import UIKit

extension UIScreen {
    enum Model: CGFloat {
        case unknown = 0
        case classic = 1334
        case notched = 2436
    }

    var model: Model {
        if let model = Model(rawValue: nativeBounds.height) {
            return model
        }
        return .unknown
    }
}

final class LaunchController: UIViewController {
    let statusBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        if UIScreen.main.model == .notched {
            statusBar.frame.size.height += 24
        }
    }
}
