import UIKit

final class LaunchRouter {
    func storyboardName() -> String {
        let longSide = max(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
        if longSide == 568 {
            return "Small"
        }
        return "Main"
    }
}
