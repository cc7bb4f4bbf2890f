/// What kind of type declaration a `TypeDeclaration` is; `typealias` only for the index's
/// entry of a `TypeAlias` (the parser opens no scope for one).
public enum TypeKind: String, Sendable, Equatable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `typealias`
}

/// A class, struct, enum, actor, protocol or extension.
public struct TypeDeclaration: Sendable, Equatable {
    /// The declaration keyword.
    public var kind: TypeKind
    /// The declared or extended name, e.g. `CardView` or `UIScreen` (dotted for nested names).
    public var name: String
    /// The generic parameter clause without angle brackets, e.g. `T: Hashable`.
    public var genericParameters: String?
    /// Inherited types and conformances in source order, generic arguments removed.
    public var inherited: [String]
    /// `where` clause requirements, e.g. `Self: UIView`.
    public var requirements: [String]
    /// Attributes and modifiers before the keyword, e.g. `@MainActor`, `final`.
    public var modifiers: [String]
    /// Token index of the keyword.
    public var keywordIndex: Int
    /// Token indices of the body's `{` and `}`; nil when the body is missing.
    public var body: ClosedRange<Int>?
    /// Names of the types this one is nested in, outermost first.
    public var outerTypes: [String]

    /// The name qualified by the types it is nested in, e.g. `Outer.Inner`.
    public var qualifiedName: String { (outerTypes + [name]).joined(separator: ".") }
}

/// What kind of function-like declaration a `FunctionDeclaration` is.
public enum FunctionKind: String, Sendable, Equatable {
    case function = "func", initializer = "init", deinitializer = "deinit", `subscript`
}

/// One parameter of a function, initializer or subscript.
public struct Parameter: Sendable, Equatable {
    /// The argument label, `_` when there is none.
    public var label: String
    /// The name used inside the body.
    public var name: String
    /// The type annotation's text.
    public var type: String
    /// Whether the declaration gives it a default value (`animated: Bool = true`).
    public var hasDefault = false

    /// Whether a call may leave it out: it has a default value or is variadic (`Int...`).
    public var isOmittable: Bool { hasDefault || type.hasSuffix("...") }
}

/// A func, init, deinit or subscript (members and local functions alike).
public struct FunctionDeclaration: Sendable, Equatable {
    /// The declaration keyword.
    public var kind: FunctionKind
    /// The base name: the func's name, `init`, `deinit` or `subscript`.
    public var name: String
    /// The parameters in order.
    public var parameters: [Parameter]
    /// Attributes and modifiers before the keyword.
    public var modifiers: [String]
    /// Token index of the keyword.
    public var keywordIndex: Int
    /// Token indices of the body's `{` and `}`; nil for a requirement without a body.
    public var body: ClosedRange<Int>?
    /// The text after `->`, if the signature declares a result type.
    public var returnType: String?

    /// Whether the function returns a value, so a bare `return` would not compile.
    public var returnsValue: Bool {
        guard let returnType else { return false }
        return !["Void", "()", "Swift.Void"].contains(returnType)
    }

    /// The full name with argument labels, e.g. `viewWillTransition(to:with:)`.
    public var signature: String {
        if kind == .deinitializer { return name }
        return name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// Whether it is a `static` or `class` member.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// A var or let: a stored or computed property, a global, or a local variable.
public struct PropertyDeclaration: Sendable, Equatable {
    /// The bound names (several for `let (a, b)` or `var a = 1, b = 2`).
    public var names: [String]
    /// `let` rather than `var`.
    public var isLet: Bool
    /// Attributes (property wrappers included) and modifiers before the keyword.
    public var modifiers: [String]
    /// The type annotation's text, if any.
    public var type: String?
    /// Token index of `var` or `let`.
    public var keywordIndex: Int
    /// Token range of the initial-value expression after `=`, if any.
    public var initializer: ClosedRange<Int>?
    /// Token indices of the accessor block's `{` and `}` (computed body, get/set, observers).
    public var accessors: ClosedRange<Int>?
    /// Whether the accessor block only holds observers (`willSet`/`didSet`): still stored.
    public var hasObserversOnly: Bool

    /// Whether it is a `static` or `class` member.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    /// Whether it is `lazy`.
    public var isLazy: Bool { modifiers.contains("lazy") }
    /// Whether Interface Builder sets it while loading a nib: `@IBOutlet` or `@IBInspectable`.
    public var isSetByInterfaceBuilder: Bool { modifiers.contains("@IBOutlet") || modifiers.contains("@IBInspectable") }
    /// Whether it stores a value (no accessor block, or observers only).
    public var isStored: Bool { accessors == nil || hasObserversOnly }
}

/// How a closure captures `self`.
public enum SelfCapture: String, Sendable, Equatable {
    case none, weak, unowned, strong
}

/// A closure expression.
public struct ClosureExpression: Sendable, Equatable {
    /// Token indices of `{` and `}`.
    public var braces: ClosedRange<Int>
    /// Parameter names in order, `_` included.
    public var parameters: [String]
    /// Token indices of each parameter name, parallel to `parameters`.
    public var parameterIndices: [Int]
    /// Token index of `in`, if the closure declares parameters or captures.
    public var inIndex: Int?
    /// How `self` appears in the capture list.
    public var selfCapture: SelfCapture
    /// The capture list entries as written, e.g. `weak self`.
    public var captures: [String]
    /// Whether the closure is called where it is written: `{ … }()`.
    public var isImmediatelyCalled: Bool
    /// The name of the function or type the closure is passed to, if it is a call argument.
    public var callee: String?
    /// The argument label it is passed with (nil for a trailing or unlabelled closure).
    public var argumentLabel: String?
    /// The token of `callee`, if there is one.
    public var calleeIndex: Int?
    /// Token ranges inside the closure where `guard let self` / `if let self` unwrapped self.
    public var selfUnwrapped: [ClosedRange<Int>]
    /// Token ranges where self was unwrapped under another name: `guard let strongSelf = self`.
    public var selfRebound: [SelfBinding] = []
}

/// A strong reference to a weakly captured self under another name, and where it holds.
public struct SelfBinding: Sendable, Equatable {
    /// The token range the name is bound in.
    public var range: ClosedRange<Int>
    /// The name, e.g. `strongSelf`.
    public var name: String
}
