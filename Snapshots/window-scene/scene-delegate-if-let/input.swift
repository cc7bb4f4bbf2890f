import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ connectingScene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        if let windowScene = connectingScene as? UIWindowScene {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.windowScene = windowScene
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
    }
}
