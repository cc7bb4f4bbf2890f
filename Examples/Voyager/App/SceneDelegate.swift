import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowScene = windowScene
        let destinations = DestinationsViewController()
        window.rootViewController = UINavigationController(rootViewController: destinations)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AnalyticsService.shared.track("scene_active")
    }
}
