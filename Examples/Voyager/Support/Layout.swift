import UIKit

/// Sizes shared by the destination cards and the trip detail screen.
enum Layout {
    static let cardWidth = UIScreen.width - 2 * margin
    static let margin: CGFloat = 16
    static let heroHeight: CGFloat = UIScreen.main.bounds.height * 0.35

    static func columns(minimumWidth: CGFloat) -> Int {
        max(1, Int(UIScreen.main.bounds.width / minimumWidth))
    }
}

/// Pixel-aligned line width used by legacy drawing code.
let kSeparatorHeight: CGFloat = 1.0 / UIScreen.main.scale
