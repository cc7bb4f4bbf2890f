import UIKit

enum Screen {
    static let width = UIScreen.main.bounds.width
    static let halfWidth = Screen.width / 2
}

enum Metrics {
    static let gutter = UIScreen.main.bounds.width / 20
}
