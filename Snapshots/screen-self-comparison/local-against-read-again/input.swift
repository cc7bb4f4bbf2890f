import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    var rootSize: CGSize {
        var size = UIScreen.main.bounds.size
        if size.height == UIScreen.main.bounds.size.height {
            size.height -= 20
        }
        return size
    }
}
