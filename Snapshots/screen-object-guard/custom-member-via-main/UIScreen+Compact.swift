import UIKit

extension UIScreen {
    var isCompact: Bool { bounds.width < 375 }
}
