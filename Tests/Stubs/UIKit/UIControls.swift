// API stub of UIKit's colours, images, fonts, drawing and simple controls (declarations only).

/// Stub of UIKit's colour.
open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
    public convenience init?(named name: String) { self.init(white: 0, alpha: 1) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(white: 0, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 0.7, alpha: 1) }
    open class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
    open class var systemGray5: UIColor { UIColor(white: 0.9, alpha: 1) }
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var secondaryLabel: UIColor { UIColor(white: 0.4, alpha: 1) }
    open class var separator: UIColor { UIColor(white: 0.8, alpha: 1) }
    open var cgColor: CGColor { CGColor() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open func setStroke() {}
    open func setFill() {}
}

/// Stub of UIKit's image.
open class UIImage: NSObject {
    /// Stub of image rendering modes.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// Stub of image orientations.
    public enum Orientation: Int, Sendable { case up, down, left, right }
    public init?(named name: String) { super.init() }
    public init?(systemName name: String) { super.init() }
    public init?(data: Data, scale: CGFloat) { super.init() }
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { super.init() }
    public init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) { super.init() }
    public override init() { super.init() }
    open var size: CGSize { .zero }
    open var scale: CGFloat { 1 }
    open var cgImage: CGImage? { nil }
    open var imageOrientation: UIImage.Orientation { .up }
    open var ciImage: CIImage? { nil }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }
    open func draw(in rect: CGRect) {}
    open func pngData() -> Data? { nil }
}

/// Stub of UIKit's font.
open class UIFont: NSObject {
    /// Stub of font weights.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }
    /// Stub of Dynamic Type text styles.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let headline = TextStyle(rawValue: "headline")
        public static let caption1 = TextStyle(rawValue: "caption1")
    }
    public init?(name fontName: String, size fontSize: CGFloat) { super.init() }
    public override init() { super.init() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
    open var pointSize: CGFloat { 17 }
    open var lineHeight: CGFloat { 20 }
}

/// Stub of UIKit's bezier path.
open class UIBezierPath: NSObject {
    public override init() { super.init() }
    public init(rect: CGRect) { super.init() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { super.init() }
    public init(ovalIn rect: CGRect) { super.init() }
    open var lineWidth: CGFloat = 1
    open var cgPath: CGPath { CGPath() }
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func close() {}
    open func stroke() {}
    open func fill() {}
    open func addClip() {}
}

/// Stub of UIKit's image renderer format.
open class UIGraphicsImageRendererFormat: NSObject {
    public override init() { super.init() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open var scale: CGFloat = 1
    open var opaque: Bool = false
}

/// Stub of UIKit's image renderer context.
open class UIGraphicsImageRendererContext: NSObject {
    open var cgContext: CGContext { CGContext() }
    open func fill(_ rect: CGRect) {}
}

/// Stub of UIKit's image renderer.
open class UIGraphicsImageRenderer: NSObject {
    public init(size: CGSize) { super.init() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { super.init() }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { super.init() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}

/// Stub of the legacy bitmap context API (still common in older code).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
public func UIGraphicsBeginImageContext(_ size: CGSize) {}
/// Stub of the legacy bitmap context API.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
/// Stub of the legacy bitmap context API.
public func UIGraphicsEndImageContext() {}

public func UIRectFill(_ rect: CGRect) {}
/// Stub of the legacy bitmap context API.
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

/// Stub of UIKit's control.
open class UIControl: UIView {
    /// Stub of control states.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    /// Stub of control events.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }
    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// Stub of UIKit's action (closure-based target-action, iOS 14).
open class UIAction: NSObject {
    public init(title: String = "", handler: @escaping (UIAction) -> Void) { super.init() }
}

/// Stub of UIKit's label.
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontSizeToFitWidth: Bool = false
    open func drawText(in rect: CGRect) {}
}

/// Stub of UIKit's button.
open class UIButton: UIControl {
    /// Stub of button types.
    public enum ButtonType: Int, Sendable { case custom, system, close }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
    }
    open var titleLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
}

/// Stub of UIKit's image view.
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
}

/// Stub of UIKit's stack view.
open class UIStackView: UIView {
    /// Stub of stack alignment.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    /// Stub of stack distribution.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing }
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var arrangedSubviews: [UIView] { [] }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: UIStackView.Alignment = .fill
    open var distribution: UIStackView.Distribution = .fill
    open func addArrangedSubview(_ view: UIView) {}
}
