import UIKit

struct LegacyConstants {
    static let width = UIScreen.mainScreen().bounds.width
    static let statusBarHeight: CGFloat = 20
}

final class Banner {
    var width: CGFloat { LegacyConstants.width }
}
