import UIKit

final class SplitAwareView: UIView {
    var isFullWidth: Bool {
        bounds.size.width == UIScreen.main.bounds.size.width
    }
}
