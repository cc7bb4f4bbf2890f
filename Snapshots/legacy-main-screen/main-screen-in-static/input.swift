import UIKit

struct LegacyConstants {
    static let width = UIScreen.mainScreen().bounds.width
    static let statusBarHeight: CGFloat = 20
}
