// API stub of UIKit's touch and event objects (declarations only).

/// Stub of UIKit's touch.
open class UITouch: NSObject {}

/// Stub of UIKit's event.
open class UIEvent: NSObject {}
