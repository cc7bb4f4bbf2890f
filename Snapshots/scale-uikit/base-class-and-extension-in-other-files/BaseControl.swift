import UIKit

/// Shared base of Voyager's custom controls.
class BaseControl: UIControl {
    var isBusy = false {
        didSet { alpha = isBusy ? 0.5 : 1 }
    }
}
