import UIKit

final class ConcertAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var savedBrightness: CGFloat = 0.5

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.makeKeyAndVisible()
        return true
    }

    func dim(_ on: Bool) {
        if on {
            savedBrightness = UIScreen.main.brightness
            UIScreen.main.brightness = 0.1
        } else {
            UIScreen.main.brightness = savedBrightness
        }
    }
}
