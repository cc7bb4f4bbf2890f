import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func sceneWillResignActive(_ scene: UIScene) {
        let overlay = UIWindow(frame: UIScreen.main.bounds)
        overlay.windowLevel = 2000
        overlay.rootViewController = UIViewController()
        overlay.makeKeyAndVisible()
        privacyWindow = overlay
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        privacyWindow = nil
    }
}
