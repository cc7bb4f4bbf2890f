import UIKit

final class SettingsViewController: UIViewController {
    var showsPencilSettings = false

    override func viewDidLoad() {
        super.viewDidLoad()
        showsPencilSettings = UIDevice.current.userInterfaceIdiom == .pad
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("open", UIDevice.current.userInterfaceIdiom == .pad ? "tablet" : "phone")
    }
}

enum Features {
    static let supportsMultipleWindows = UIDevice.current.userInterfaceIdiom == .pad
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidBecomeActive(_ application: UIApplication) {
        print(UIDevice.current.orientation.rawValue)
    }
}
