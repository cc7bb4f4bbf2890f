import UIKit

final class SlideshowController: NSObject {
    func isMainDisplay(_ screen: UIScreen) -> Bool {
        screen != UIScreen.main
    }
}
