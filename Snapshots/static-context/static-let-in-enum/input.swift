import UIKit

enum Metrics {
    static let screenWidth = UIScreen.main.bounds.width
    static let screenHeight = UIScreen.main.bounds.height
    static let pixel = 1 / UIScreen.main.scale
    static let cardWidth = screenWidth - 2 * 16
}
