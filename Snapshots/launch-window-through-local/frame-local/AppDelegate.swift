import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let frame = UIScreen.main.bounds
        self.window = UIWindow(frame: frame)
        if let window = self.window {
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            window.makeKeyAndVisible()
        }
        return true
    }
}
