// API stub of UIKit's screen and trait types (declarations only).

/// Stub of UIKit's screen object.
open class UIScreen: NSObject, UITraitEnvironment {
    /// The device's main screen; deprecated in iOS 26 in favour of a screen found through context.
    /// (`@available(iOS, …)` is inert on Linux; it documents the SDK's deprecation.)
    @available(iOS, deprecated: 26.0,
               message: "Use a UIScreen instance found through context instead (view.window.windowScene.screen)")
    open class var main: UIScreen { UIScreen() }
    /// Legacy Swift 2 spelling kept so that old code still type-checks in the snapshot suite.
    @available(*, deprecated, renamed: "main")
    open class func mainScreen() -> UIScreen { UIScreen() }
    open class var screens: [UIScreen] { [] }
    open var bounds: CGRect { .zero }
    open var nativeBounds: CGRect { .zero }
    open var currentMode: UIScreenMode? { nil }
    open var scale: CGFloat { 1 }
    open var nativeScale: CGFloat { 1 }
    open var brightness: CGFloat = 0.5
    open var wantsSoftwareDimming: Bool = false
    open var maximumFramesPerSecond: Int { 60 }
    open var isCaptured: Bool { false }
    open var coordinateSpace: any UICoordinateSpace { UIView() }
    open var fixedCoordinateSpace: any UICoordinateSpace { UIView() }
    open var mirrored: UIScreen? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView { UIView() }
}

/// Stub of UIKit's trait environment protocol.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Stub of UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// Stub of UIKit's interface idioms.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Stub of UIKit's light/dark style.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Stub of UIKit's interface orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Stub of UIKit's device orientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Stub of UIKit's trait collection.
open class UITraitCollection: NSObject {
    public override init() { super.init() }
    public convenience init(displayScale scale: CGFloat) { self.init() }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init() }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
    /// The trait collection of the code currently running; settable as in UIKit.
    open class var current: UITraitCollection {
        get { UITraitCollection() }
        set {}
    }
    open var displayScale: CGFloat { 0 }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
    open func containsTraits(in trait: UITraitCollection?) -> Bool { false }
}

/// Stub of UIKit's device object.
open class UIDevice: NSObject {
    open class var current: UIDevice { UIDevice() }
    open var name: String { "" }
    open var model: String { "" }
    open var systemName: String { "" }
    open var systemVersion: String { "" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: UIDeviceOrientation { .unknown }
    /// Posted when the device's physical orientation changes (before the interface rotates).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    open var isBatteryMonitoringEnabled: Bool = false
    open var batteryLevel: Float { 1 }
}

/// Stub of a screen's display mode.
open class UIScreenMode: NSObject {
    open var size: CGSize { .zero }
}
