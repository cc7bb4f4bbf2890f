import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidBecomeActive(_ scene: UIScene) {
        UIApplication.shared.windows.forEach { $0.overrideUserInterfaceStyle = .dark }
        window?.makeKeyAndVisible()
    }
}
