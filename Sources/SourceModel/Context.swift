import SwiftLexer

/// Where a position sits with respect to `self`.
public enum Placement: String, Sendable, Equatable {
    /// An instance method, computed property, accessor, or code nested in one.
    case instance
    /// A `static`/`class` member, or a type body outside any member.
    case `static`
    /// Global code: top-level statements, global variables and functions, macros.
    case topLevel = "top-level"
    /// The initial value of a stored instance property.
    case storedInitializer = "stored-initializer"
    /// The initial value of a `lazy` property.
    case lazyInitializer = "lazy-initializer"
    /// The body of an initializer, outside `super.init(…)`'s arguments.
    case initializer
    /// An argument of `super.init(…)` or `self.init(…)`, before `self` exists.
    case superInitArgument = "super-init-argument"
    /// A default argument value in a function's, initializer's or subscript's parameter list:
    /// the caller evaluates it, where this instance is not `self`.
    case defaultArgument = "default-argument"
    /// The accessors (`didSet`, `willSet`, `set`) of an `@IBOutlet` or `@IBInspectable`
    /// property, which Interface Builder sets while it loads a nib or storyboard: before the
    /// view is in a window and, in a view controller, before `view` is set.
    case nibProperty = "nib-property"
}

/// Whether `self` is usable at a position, and how it must be written.
public enum SelfAccess: String, Sendable, Equatable {
    /// Implicit `self` works: `bounds`.
    case implicit
    /// `self` is required: an escaping closure in a class.
    case explicit
    /// `self` is optional here (`[weak self]` without unwrapping).
    case optional
    /// There is no instance (static or global code, property initializers, before init).
    case unavailable
}

/// Everything the migration asks about one position in a file.
public struct Context: Sendable {
    /// Indices into `SourceModel.scopes`, from the file down to the innermost scope.
    public var chain: [Int]
    /// The innermost enclosing type or extension.
    public var type: TypeDeclaration?
    /// The scope index of the member of `type` that holds the position (function or property).
    public var member: Int?
    /// Closures between that member (or the file) and the position, outermost first.
    public var closures: [ClosureExpression]
    /// Where the position sits with respect to `self`.
    public var placement: Placement
    /// How `self` is written at the position.
    public var selfAccess: SelfAccess
    /// What `self` is written as where it is explicit: `self`, or the name a closure bound it
    /// to (`guard let strongSelf = self`).
    public var selfName = "self"
}

extension SourceModel {
    /// The context of the token at `index`.
    public func context(at index: Int) -> Context {
        let chain = scopeChain(at: index)
        var typeLevel: Int?
        for (level, scope) in chain.enumerated() where scopes[scope].typeDeclaration != nil {
            typeLevel = level
        }
        let type = typeLevel.flatMap { scopes[chain[$0]].typeDeclaration }
        let memberLevel = typeLevel.map { $0 + 1 } ?? 1
        let member = memberLevel < chain.count ? chain[memberLevel] : nil
        let inner = chain.dropFirst(min(memberLevel, chain.count))
        let closures = inner.compactMap { scopes[$0].closure }
        let placement = self.placement(at: index, type: type, member: member, closures: closures)
        let (access, name) = selfAccess(at: index, type: type, placement: placement, closures: closures)
        return Context(chain: chain, type: type, member: member, closures: closures,
                       placement: placement, selfAccess: access, selfName: name)
    }

    func placement(at index: Int, type: TypeDeclaration?, member: Int?,
                   closures: [ClosureExpression]) -> Placement {
        guard type != nil else { return .topLevel }
        guard let member else { return .static }
        switch scopes[member].kind {
        case .property(let property):
            if property.isStatic { return .static }
            if let initializer = property.initializer, initializer.contains(index) {
                // A handler a lazy property keeps (`lazy var registration = CellRegistration { … }`)
                // runs when it is called, with `self` in reach: code of the instance, not its setup.
                if property.isLazy, closures.contains(where: { $0.mayEscape && initializer.contains($0.braces.lowerBound) }) {
                    return .instance
                }
                return property.isLazy ? .lazyInitializer : .storedInitializer
            }
            return property.isSetByInterfaceBuilder ? .nibProperty : .instance
        case .function(let function):
            if function.isStatic { return .static }
            // Inside the member but before its body: the parameter list.
            if index < function.body?.lowerBound ?? Int.max { return .defaultArgument }
            if function.kind == .initializer {
                if let arguments = delegationArguments(in: function), arguments.contains(index) {
                    return .superInitArgument
                }
                return .initializer
            }
            return .instance
        case .type, .file:
            return .static
        case .closure, .macro:
            return .static
        }
    }

    func selfAccess(at index: Int, type: TypeDeclaration?, placement: Placement,
                    closures: [ClosureExpression]) -> (SelfAccess, String) {
        guard [.instance, .initializer, .lazyInitializer, .nibProperty].contains(placement) else {
            return (.unavailable, "self")
        }
        let escaping = closures.filter(\.mayEscape)
        // The innermost closure that says something about self decides.
        for closure in escaping.reversed() {
            if closure.selfUnwrapped.contains(where: { $0.contains(index) }) {
                return (closure === escaping.last ? .implicit : .explicit, "self")
            }
            // `self` itself stays optional there; the strong reference has another name.
            if let binding = closure.selfRebound.last(where: { $0.range.contains(index) }) {
                return (.explicit, binding.name)
            }
            switch closure.selfCapture {
            case .weak: return (.optional, "self")
            // `[self]` and `[unowned self]` both allow implicit self in that closure (SE-0269).
            case .strong, .unowned: return (closure === escaping.last ? .implicit : .explicit, "self")
            case .none: continue
            }
        }
        return (!escaping.isEmpty && isReferenceType(type) ? .explicit : .implicit, "self")
    }

    /// Whether a type declaration names a reference type (class, actor, or an extension of
    /// one as far as this file can tell: extensions count as reference types, to be safe).
    func isReferenceType(_ type: TypeDeclaration?) -> Bool {
        guard let type else { return false }
        switch type.kind {
        case .class, .actor, .extension, .protocol, .typealias: return true
        case .struct, .enum: return false
        }
    }

    /// The token range of the arguments of the first `super.init(…)`/`self.init(…)` in an init.
    public func delegationArguments(in function: FunctionDeclaration) -> ClosedRange<Int>? {
        delegations[function.keywordIndex]
    }

    /// The delegation arguments of every initializer in `scopes`, each body scanned once.
    static func delegations(in scopes: [Scope], file: SyntaxFile, brackets: Brackets) -> [Int: ClosedRange<Int>] {
        var found: [Int: ClosedRange<Int>] = [:]
        for scope in scopes {
            guard let function = scope.functionDeclaration, function.kind == .initializer,
                  let body = function.body else { continue }
            var i = body.lowerBound
            while i < body.upperBound {
                if file.keyword(i, "super") || file.keyword(i, "self"),
                   let dot = file.next(after: i), file.punctuation(dot, "."),
                   let word = file.next(after: dot), file.keyword(word, "init"),
                   let paren = file.next(after: word), file.punctuation(paren, "("),
                   let close = brackets.match(paren) {
                    found[function.keywordIndex] = paren...close
                    break
                }
                i += 1
            }
        }
        return found
    }

    /// Whether the position lies before the delegating `super.init`/`self.init` call of an init.
    public func isBeforeDelegation(_ index: Int, in function: FunctionDeclaration) -> Bool {
        guard let arguments = delegationArguments(in: function) else { return false }
        return index < arguments.upperBound
    }

    /// Whether `name` is bound locally (parameter, local variable, closure parameter) in a
    /// scope that encloses `index`, before it: then a bare `name` would not mean `self.name`.
    /// With `start`, only bindings after that token count (one that hides a given parameter).
    public func isShadowed(_ name: String, at index: Int, after start: Int = -1) -> Bool {
        var scope: Int? = innermostScope(at: index)
        while let current = scope {
            if localIndex.binds(name, in: current, after: start, before: index) { return true }
            scope = scopes[current].parent
        }
        return false
    }

    /// Whether the identifier at `index` is where a local binding is declared (a closure's
    /// `{ image, _ in`, a loop's `for item in`): it names the new local, not a member of `self`.
    public func declaresLocal(at index: Int) -> Bool {
        isShadowed(file.text(index), at: index + 1, after: index - 1)
    }
}

extension ClosureExpression {
    /// Standard functions whose closure parameter is non-escaping whatever the receiver:
    /// `Sequence.forEach`, `UIView.performWithoutAnimation`, `autoreleasepool`. (`map` and its
    /// kin escape on lazy sequences, so they stay escaping.)
    static let nonEscapingCallees: Set<String> = [
        "forEach", "performWithoutAnimation", "autoreleasepool",
        // SnapKit's constraint makers (`snp.makeConstraints { make in … }`) are non-escaping.
        "makeConstraints", "remakeConstraints", "updateConstraints",
        // SwiftUI containers build their content during the call (`@ViewBuilder content: () -> Content`).
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Group", "ScrollView",
    ]

    /// Whether the closure may outlive the call it is written in, as far as tokens tell: not when
    /// it is called on the spot or handed to a known non-escaping function without a capture list
    /// that names self.
    public var mayEscape: Bool {
        guard !isImmediatelyCalled else { return false }
        return selfCapture != .none || !Self.nonEscapingCallees.contains(callee ?? "")
    }

    static func === (lhs: ClosureExpression, rhs: ClosureExpression?) -> Bool {
        lhs.braces == rhs?.braces
    }
}
