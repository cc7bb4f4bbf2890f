// API stub of UIKit's responder, view and layout types (declarations only).

/// The Swift 4 spelling of the key of a keyboard notification's final frame.
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

/// Stub of UIKit's responder.
open class UIResponder: NSObject {
    public override init() { super.init() }
    /// The user-info key of a keyboard notification's final frame, in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    /// The views UIKit shows with the keyboard, across its width.
    open var inputAccessoryView: UIView? { nil }
    open var inputView: UIView? { nil }
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// Stub of UIKit's view.
open class UIView: UIResponder, UITraitEnvironment, UICoordinateSpace {
    /// Options of `contentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }
    /// Options of `autoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(frame: .zero) }

    /// The value for a dimension that has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    open class var layerClass: AnyClass { CALayer.self }
    open var layer: CALayer { CALayer() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var contentScaleFactor: CGFloat = 1
    open var window: UIWindow? { nil }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var tag: Int = 0
    open var isHidden: Bool = false
    open var isOpaque: Bool = true
    open var clipsToBounds: Bool = false
    open var isUserInteractionEnabled: Bool = true
    open var contentMode: ContentMode = .scaleToFill
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var layoutMargins: UIEdgeInsets = .zero
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var intrinsicContentSize: CGSize { .zero }
    open var coordinateSpace: any UICoordinateSpace { self }

    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func removeFromSuperview() {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { targetSize }
    open func sizeToFit() {}
    open func invalidateIntrinsicContentSize() {}
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func layoutSublayers(of layer: CALayer) {}
    open func didMoveToWindow() {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// NSObject's in UIKit (UINibLoading); on the view here, since the stubs have no NSObject extension for it.
    open func awakeFromNib() {}
    open func safeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}

    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

/// Stub of Auto Layout's constraint.
open class NSLayoutConstraint: NSObject {
    /// Stack view and layout axes.
    public enum Axis: Int, Sendable { case horizontal, vertical }
    open var isActive: Bool = false
    open var constant: CGFloat = 0
    open var priority: Float = 1000
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

/// Stub of Auto Layout's dimension anchor.
open class NSLayoutDimension: NSObject {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// Stub of Auto Layout's horizontal anchor.
open class NSLayoutXAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// Stub of Auto Layout's vertical anchor.
open class NSLayoutYAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// The priority of a layout constraint or fitting request.
public struct UILayoutPriority: RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(rawValue: 1000)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
