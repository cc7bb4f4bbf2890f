import UIKit

enum MenuSettings {
    static var menuWidth: CGFloat = 280
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        MenuSettings.menuWidth = UIScreen.main.bounds.width * 0.8
        return true
    }
}
