import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var thumbnailScale: CGFloat = 2

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        thumbnailScale = UIScreen.main.scale
        return true
    }
}
