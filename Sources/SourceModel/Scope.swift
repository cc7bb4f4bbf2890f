/// What opened a scope.
public enum ScopeKind: Sendable, Equatable {
    /// The whole file.
    case file
    /// A type or extension body.
    case type(TypeDeclaration)
    /// A func, init, deinit or subscript (members and local functions).
    case function(FunctionDeclaration)
    /// A var or let with its initializer and accessors.
    case property(PropertyDeclaration)
    /// A closure expression.
    case closure(ClosureExpression)
    /// A freestanding macro with a trailing closure, e.g. `#Preview { … }`.
    case macro(String)
}

/// A region of tokens with a meaning; scopes nest, each knowing its parent.
public struct Scope: Sendable, Equatable {
    /// What opened it.
    public var kind: ScopeKind
    /// The token indices it covers, from its keyword or `{` to its end.
    public var range: ClosedRange<Int>
    /// Index of the enclosing scope in `SourceModel.scopes`; nil only for the file.
    public var parent: Int?

    /// The type declaration, when this scope is one.
    public var typeDeclaration: TypeDeclaration? {
        if case .type(let declaration) = kind { return declaration }
        return nil
    }

    /// The function declaration, when this scope is one.
    public var functionDeclaration: FunctionDeclaration? {
        if case .function(let declaration) = kind { return declaration }
        return nil
    }

    /// The property declaration, when this scope is one.
    public var propertyDeclaration: PropertyDeclaration? {
        if case .property(let declaration) = kind { return declaration }
        return nil
    }

    /// The closure, when this scope is one.
    public var closure: ClosureExpression? {
        if case .closure(let closure) = kind { return closure }
        return nil
    }
}

/// A name bound inside a function or closure body: a local, a parameter, or a pattern binding.
public struct LocalBinding: Sendable, Equatable {
    /// The bound name.
    public var name: String
    /// Token index of the name.
    public var index: Int
    /// Index in `SourceModel.scopes` of the scope the binding belongs to.
    public var scope: Int
}
