import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidBecomeActive(_ application: UIApplication) {
        UIScreen.main.brightness = 1.0
    }
}
