import UIKit

extension UIScreen {
    static var width: CGFloat { main.bounds.width }
    static var height: CGFloat { main.bounds.height }
}
