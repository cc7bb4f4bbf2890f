import UIKit

final class LegacyScreenInfo {
    func screenSize() -> CGSize {
        #if swift(>=3.0)
        return UIScreen.main.bounds.size
        #else
        return UIScreen.main().bounds.size
        #endif
    }

    func screenScale() -> CGFloat {
        #if swift(>=3.0)
        return UIScreen.main.scale
        #else
        return UIScreen.mainScreen().scale
        #endif
    }
}
