import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidBecomeActive(_ application: UIApplication) {
        print(UIApplication.shared.statusBarOrientation)
    }
}

enum Orientation {
    static var isLandscape: Bool { UIApplication.shared.statusBarOrientation.isLandscape }
}
