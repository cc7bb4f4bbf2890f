import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let frame = UIScreen.main.bounds
        let window = UIWindow(frame: frame)
        window.windowScene = windowScene
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
}
