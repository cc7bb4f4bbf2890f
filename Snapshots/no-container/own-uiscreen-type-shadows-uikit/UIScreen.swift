import UIKit

/// Test seam: the app reads screen metrics through this type so tests can fake them.
struct UIScreen {
    static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    var bounds: CGRect
    var scale: CGFloat
}
