import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        guard let windowScene = scene as? UIWindowScene else { return }
        window.windowScene = windowScene
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
}
