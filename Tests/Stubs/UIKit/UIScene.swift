// API stub of UIKit's application, scene and window types (declarations only).

/// Stub of UIKit's window.
open class UIWindow: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// The scene the window belongs to; weak and optional, as in UIKit.
    open weak var windowScene: UIWindowScene?
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }
    /// The screen the window is on.
    open var screen: UIScreen { UIScreen() }
    open var windowLevel: CGFloat = 0
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

/// Stub of UIKit's scene session.
open class UISceneSession: NSObject {
    /// Stub of a session role.
    public struct Role: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role: Role { .windowApplication }
    open var persistentIdentifier: String { "" }
    open var scene: UIScene? { nil }
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
}

/// Stub of UIKit's scene configuration.
open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
    open var name: String? { nil }
    open var delegateClass: AnyClass?
}

/// Stub of UIKit's scene.
open class UIScene: UIResponder {
    /// Stub of the options a scene connects with.
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var sourceApplication: String? { nil }
    }
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { super.init() }
    open var session: UISceneSession { UISceneSession() }
    open var delegate: (any UISceneDelegate)?
    open var title: String!
}

/// Stub of a URL context passed at scene connection.
open class UIOpenURLContext: NSObject {
    open var url: URL { URL(fileURLWithPath: "/") }
}

/// Stub of UIKit's window scene.
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// Stub of the geometry of a window scene (iOS 16; UIWindowSceneGeometry in Objective-C).
    open class Geometry: NSObject {
        open var coordinateSpace: any UICoordinateSpace { UIView() }
        open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    }

    open var screen: UIScreen { UIScreen() }
    /// Deprecated in iOS 26 in favour of `effectiveGeometry.coordinateSpace`; screenmod never emits it.
    /// Deprecated for every platform here so that a use warns on Linux too.
    @available(*, deprecated, message: "Deprecated in iOS 26: use effectiveGeometry.coordinateSpace")
    open var coordinateSpace: any UICoordinateSpace { UIView() }
    open var effectiveGeometry: UIWindowScene.Geometry { Geometry() }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// Stub of UIKit's scene delegate; every method is optional in UIKit, so the stub gives defaults.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Stub of UIKit's window scene delegate.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// Stub of UIKit's application object.
open class UIApplication: UIResponder {
    /// Stub of launch option keys.
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    open class var shared: UIApplication { UIApplication() }
    open var delegate: (any UIApplicationDelegate)?
    open var connectedScenes: Set<UIScene> { [] }
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { [] }
    @available(*, deprecated, message: "Use a window scene's keyWindow instead")
    open var keyWindow: UIWindow? { nil }
    open var isIdleTimerDisabled: Bool = false
}

/// Stub of UIKit's application delegate; every method is optional in UIKit, so the stub gives defaults.
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool { true }
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Lets `@main` mark an application delegate, as UIKit does.
    public static func main() {}
}

/// Stub of UIKit's entry point for apps with a `main.swift`.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 { 0 }
