// API stub of UIKit's text field and toolbar (declarations only).

/// Stub of UIKit's text field, whose keyboard views are settable.
open class UITextField: UIControl {
    private var accessory: UIView?
    private var input: UIView?
    open var text: String?
    open var placeholder: String?
    open override var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }
    open override var inputView: UIView? {
        get { input }
        set { input = newValue }
    }
}

/// Stub of UIKit's toolbar.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
}

/// Stub of a toolbar's or navigation bar's item.
open class UIBarButtonItem: NSObject {
    public override init() { super.init() }
}
