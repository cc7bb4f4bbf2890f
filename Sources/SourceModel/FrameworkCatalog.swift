/// What a framework type is, for deciding which replacement fits.
public enum FrameworkKind: String, Sendable, Equatable, CaseIterable {
    /// UIView and its subclasses.
    case view
    /// UIViewController and its subclasses.
    case viewController = "view-controller"
    /// Other UITraitEnvironment types (presentation controllers, window scenes).
    case traitEnvironment = "trait-environment"
    /// SwiftUI's `View` protocol and the view-like protocols whose conformers read the
    /// environment through `@Environment` properties: ViewModifier and the UIKit representables.
    case swiftUIView = "swiftui-view"
    /// Other SwiftUI protocols: App, Scene, Shape.
    case swiftUI = "swiftui"
    /// UIKit's `UIScreen`.
    case screen
    /// Value and utility types that projects extend with screen helpers (UIDevice, CGFloat).
    case helper
    /// Types known to have no view, traits or screen (NSObject, Codable, Equatable…).
    case plain
}

/// Which framework type names have which kind, and which module prefixes (`UIKit.`) name a
/// framework: data the layer above supplies (the migration's UIKit catalog). The index only
/// looks names up in it; a name not listed and not declared in the project stays unknown.
public struct FrameworkCatalog: Sendable {
    private let kinds: [String: FrameworkKind]
    private let modules: Set<String>

    /// A catalog of `kinds` by simple name; `modules` are the prefixes `kind(of:)` ignores.
    public init(kinds: [String: FrameworkKind] = [:], modules: Set<String> = []) {
        self.kinds = kinds
        self.modules = modules
    }

    /// The kind of a framework type name (a known module prefix such as `UIKit.` is ignored).
    public func kind(of name: String) -> FrameworkKind? {
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), modules.contains(String(name[..<dot])) {
            return kinds[String(name[name.index(after: dot)...])]
        }
        return kinds[name]
    }
}
