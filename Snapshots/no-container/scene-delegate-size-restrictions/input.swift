import UIKit

/// A scene delegate that limits the window's size on a Mac to shares of the main screen.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var minimumWidth: CGFloat = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        minimumWidth = UIScreen.main.bounds.width / 3
    }
}
