import UIKit

final class OutlinedView: UIView {
    // Set by Interface Builder while the nib loads, before the view is in a window.
    @IBInspectable var outlined: Bool = false {
        didSet {
            layer.borderWidth = outlined ? 1 / UIScreen.main.scale : 0
        }
    }

    // Set from code once the view is shown: an ordinary instance property.
    var highlighted = false {
        didSet {
            layer.borderWidth = highlighted ? 2 / UIScreen.main.scale : 0
        }
    }
}
