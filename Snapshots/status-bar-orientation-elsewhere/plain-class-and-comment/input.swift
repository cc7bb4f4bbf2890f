import UIKit

final class RotationTracker {
    // UIApplication.shared.statusBarOrientation was used here before.
    let note = "UIApplication.shared.statusBarOrientation"

    func current() -> UIInterfaceOrientation {
        UIApplication.shared.statusBarOrientation
    }
}
