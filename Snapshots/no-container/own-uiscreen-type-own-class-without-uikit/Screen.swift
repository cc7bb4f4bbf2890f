import Foundation

/// The engine's logical screen; named after UIKit's for historical reasons.
final class UIScreen {
    static let main = UIScreen()

    var bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
    var scale: CGFloat = 1
}
