import UIKit

final class PillView: UIView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIScreen.width * 0.3, height: 32)
    }
}
