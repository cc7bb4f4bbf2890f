import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let bounds = UIScreen.main.bounds
        window = UIWindow(frame: bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        let splash = UIView(frame: bounds)
        splash.backgroundColor = .white
        window?.addSubview(splash)
        return true
    }
}
