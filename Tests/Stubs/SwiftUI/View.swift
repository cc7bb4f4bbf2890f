// API stub of SwiftUI for type-checking on Linux: only declarations, with Apple's signatures.
// SwiftUI on iOS re-exports UIKit, which is why SwiftUI files reach UIScreen with one import.
@_exported import UIKit

/// Stub of SwiftUI's view protocol.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Stub of SwiftUI's view builder.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
        -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Stub of the view a builder makes from several children.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// Stub of the view a builder makes from `if`/`else`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// Stub of the type-erased view.
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public init<V: View>(erasing view: V) {}
    public var body: Never { fatalError() }
}

/// Stub of the empty view.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// The view every stub modifier returns; SwiftUI returns `some View` from these too.
public struct _ModifiedView<Content: View>: View {
    public init(_ content: Content) {}
    public var body: Never { fatalError() }
}

/// Stub of SwiftUI's view modifier protocol.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// Stub of the placeholder a modifier's body receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

/// Stub of a view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension View {
    /// Applies a modifier to a view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Stub of the bridge that hosts a SwiftUI view in UIKit.
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError() }
    open var rootView: Content
    /// iOS 16: what the hosting controller sizes from its root's ideal size.
    public var sizingOptions: UIHostingControllerSizingOptions = []
}

/// iOS 16.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// Stub of the context handed to a representable.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// Stub of SwiftUI's wrapper for UIKit views.
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

/// Stub of the context handed to a controller representable.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// Stub of SwiftUI's wrapper for UIKit view controllers.
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

/// Xcode's canvas shows a type adopting it; the app never runs it.
@MainActor public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
