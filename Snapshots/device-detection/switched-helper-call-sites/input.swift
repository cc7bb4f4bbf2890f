import UIKit

enum Device {
    enum Model { case classic, notched, unknown }

    static var model: Model {
        switch UIScreen.main.nativeBounds.height {
        case 1334, 1920: return .classic
        case 2436, 2688: return .notched
        default: return .unknown
        }
    }
}

final class ProfileController: UIViewController {
    private let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.frame.size.height = Device.model == .notched ? 88 : 64
    }
}
