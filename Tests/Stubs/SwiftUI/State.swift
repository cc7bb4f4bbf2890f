// API stub of SwiftUI's environment, state and app types (declarations only).

/// Stub of a dynamic property marker.
public protocol DynamicProperty {}

/// Stub of an environment key.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Stub of the environment values; custom keys go through the subscript, as in SwiftUI.
public struct EnvironmentValues {
    var storage: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
    public var displayScale: CGFloat {
        get { 1 }
        set {}
    }
    public var pixelLength: CGFloat { 1 }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
}

/// Stub of the environment property wrapper.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// Stub of a binding.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

/// Box that lets state be written from a non-mutating context, as SwiftUI's storage does.
final class _StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Stub of the state property wrapper.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: _StateBox<Value>
    public init(wrappedValue value: Value) { box = _StateBox(value) }
    public init(initialValue value: Value) { box = _StateBox(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { Binding(get: { self.box.value }, set: { self.box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Stub of Combine's observable object, which SwiftUI re-exports.
public protocol ObservableObject: AnyObject {}

/// Stub of Combine's published property wrapper.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}

/// Stub of the state object property wrapper.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }
    public let wrappedValue: ObjectType
}

/// Stub of the observed object property wrapper.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
}

/// Stub of the environment object property wrapper.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
}

/// Stub of SwiftUI's app protocol.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

extension App {
    /// Lets `@main` mark an app, as SwiftUI does.
    public static func main() {}
}

/// Stub of SwiftUI's scene protocol.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// Stub of the scene builder.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Stub of a window group scene.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
