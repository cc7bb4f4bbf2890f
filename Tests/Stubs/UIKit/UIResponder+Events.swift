// API stub of UIKit's touch and event objects (declarations only).

/// Stub of UIKit's touch.
open class UITouch: NSObject {
    /// The touch's location in `view`'s coordinates; in the window's when `view` is nil.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// The touch's previous location in `view`'s coordinates; in the window's when `view` is nil.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    open var view: UIView? { nil }
    open var window: UIWindow? { nil }
}

/// Stub of UIKit's event.
open class UIEvent: NSObject {}
