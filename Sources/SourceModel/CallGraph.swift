/// Which members of a type use which on `self`, in one file: built once in one pass over the
/// file's names, then asked per use.
///
/// A use counts when a function or property of a type calls a method (`setup()`,
/// `self.setup()`) or reads a property (`itemSize`, `self.itemSize`) of the same type, outside
/// escaping closures (those run later, like a button action set up in `viewDidLoad`). A lazy
/// property's initializer counts as that property, so `loadView()` reading `layout` and
/// `layout`'s initializer reading `itemSize` make `itemSize` reached from `loadView`. Members
/// are known by base name, so overloads count together.
public final class CallGraph {
    /// Per type name, per member's base name, the base names of the members it uses.
    private let callees: [String: [String: Set<String>]]
    /// The same edges reversed: per type name, per member, the members that use it.
    private let callers: [String: [String: Set<String>]]
    /// Per type name, per member, what it uses inside escaping closures, and the reverse.
    private let deferredCallees: [String: [String: Set<String>]]
    private let deferredCallers: [String: [String: Set<String>]]
    /// Per type name and starting member, every member reached from it through one or more
    /// uses; filled on demand, each entry once.
    private var reached: [String: [String: Set<String>]] = [:]
    /// Per type name and member, its entry points; filled on demand, each entry once.
    private var entries: [String: [String: Set<String>]] = [:]

    /// The uses between members in `model`'s file.
    public convenience init(_ model: SourceModel) {
        self.init(CallEdges(model))
    }

    /// A graph over `edges`, from one file or merged from many: the edges are shared, only
    /// the answers found on demand are this graph's own.
    public init(_ edges: CallEdges) {
        callees = edges.callees
        callers = edges.callers
        deferredCallees = edges.deferredCallees
        deferredCallers = edges.deferredCallers
    }

    /// The members of `type` that `name` uses inside an escaping closure: they run later.
    public func deferredCallees(of name: String, in type: String) -> Set<String> {
        deferredCallees[type]?[name] ?? []
    }

    /// The members of `type` that use `name` inside an escaping closure.
    public func deferredCallers(of name: String, in type: String) -> Set<String> {
        deferredCallers[type]?[name] ?? []
    }

    /// The members of `type` that use `name` directly.
    public func callers(of name: String, in type: String) -> Set<String> {
        callers[type]?[name] ?? []
    }

    /// The members of `type` that `name` uses directly.
    public func callees(of name: String, in type: String) -> Set<String> {
        callees[type]?[name] ?? []
    }

    /// Every member of `type` that uses or is used by another.
    public func connectedMembers(in type: String) -> Set<String> {
        Set((callees[type] ?? [:]).keys).union((callers[type] ?? [:]).keys)
            .union((deferredCallees[type] ?? [:]).keys).union((deferredCallers[type] ?? [:]).keys)
    }

    /// Whether `start` calls the function named `name` of type `type`, directly or through any
    /// number of other functions of that type.
    public func reaches(_ name: String, from start: String, in type: String) -> Bool {
        if let known = reached[type]?[start] { return known.contains(name) }
        let found = Self.walk(from: start, callees[type] ?? [:])
        reached[type, default: [:]][start] = found
        return found.contains(name)
    }

    /// The members of `type` with no caller of their own from which `name` is reached through
    /// one or more uses: where it can start running. Empty when nothing in the file uses it, or
    /// when it is reached only around a cycle.
    public func entryPoints(of name: String, in type: String) -> Set<String> {
        if let known = entries[type]?[name] { return known }
        let found = Self.entries(of: name, callers[type] ?? [:])
        entries[type, default: [:]][name] = found
        return found
    }

    /// The members without callers that reach `name` along `edges` (callee -> callers).
    private static func entries(of name: String, _ edges: [String: Set<String>]) -> Set<String> {
        var entries: Set<String> = []
        var seen: Set<String> = [name]
        var pending = Array(edges[name] ?? [])
        while let member = pending.popLast() {
            guard seen.insert(member).inserted else { continue }
            let above = edges[member] ?? []
            if above.isEmpty { entries.insert(member) } else { pending += above }
        }
        return entries
    }

    /// Everything reached from `start` through one or more calls.
    private static func walk(from start: String, _ calls: [String: Set<String>]) -> Set<String> {
        var found: Set<String> = []
        var pending = Array(calls[start] ?? [])
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            pending += calls[name] ?? []
        }
        return found
    }
}

/// Member names to look for, found by the hash of a token's bytes: an identifier that is none
/// of them costs no `String`, and one that is gets the name's own string; built once for a
/// whole project.
public struct MemberNames: Sendable {
    /// The names by the FNV-1a hash of their bytes.
    private let byHash: [UInt64: [String]]

    public init(_ names: Set<String>) {
        byHash = Dictionary(grouping: names) { ByteScan.fnv1a($0.utf8) }
    }

    /// The name whose bytes `bytes[range]` are, if it is one of these.
    func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let spelled = UnsafeBufferPointer(rebasing: bytes[range])
        return byHash[ByteScan.fnv1a(spelled)]?.first { $0.utf8.elementsEqual(spelled) }
    }
}

extension SourceModel {
    /// The name and type of the instance member at scope `member`, when it is one whose users
    /// the call graph can tell: a plain `func` or a property, not static, inside a type.
    public func callableMethod(_ member: Int?) -> (name: String, type: String)? {
        guard let member, let name = scopes[member].memberName else { return nil }
        switch scopes[member].kind {
        case .function(let function) where !function.isStatic && function.kind == .function:
            guard let type = innermostType(at: function.keywordIndex) else { return nil }
            return (name, TypeIndex.lastComponent(type.name))
        case .property(let property) where !property.isStatic:
            guard let type = innermostType(at: property.keywordIndex) else { return nil }
            return (name, TypeIndex.lastComponent(type.name))
        default:
            return nil
        }
    }

    /// The base names of the instance functions and properties the file's types declare.
    public func instanceMemberNames() -> Set<String> {
        var names: Set<String> = []
        for scope in scopes {
            switch scope.kind {
            case .function(let function) where !function.isStatic && function.kind == .function: names.insert(function.name)
            case .property(let property) where !property.isStatic: names.formUnion(property.names)
            default: break
            }
        }
        return names
    }

    /// The innermost type around `index` and its member that holds it, and whether an escaping
    /// closure lies between them (the code runs later): what `context(at:)` says of `type` and
    /// `member`, walked up the scope parents without building a context, since the call graph
    /// asks it of many names.
    func memberUsing(at index: Int) -> (type: String, member: Int, deferred: Bool)? {
        var scope = innermostScope(at: index)
        var below: Int?
        var escapes = false
        while true {
            switch scopes[scope].kind {
            case .type(let type):
                guard let member = below else { return nil }
                return (type.name, member, escapes)
            case .closure(let closure) where closure.mayEscape:
                escapes = true
            default:
                break
            }
            guard let parent = scopes[scope].parent else { return nil }
            below = scope
            scope = parent
        }
    }

    /// Whether the identifier at `index` names a member of `self`: bare (`setup()`, `itemSize`;
    /// not `func setup`, `var itemSize` or an argument label) or after `self.`. A name inside
    /// `#selector(…)` or `#keyPath(…)` is not a use: it registers a handler that runs later.
    func isMemberUseOnSelf(_ index: Int) -> Bool {
        let next = file.next(after: index)
        guard let before = file.previous(before: index) else { return true }
        if file.isNamedBySelector(index) { return false }
        if file.keyword(before, "func") || file.keyword(before, "var") || file.keyword(before, "let")
            || file.keyword(before, "case") { return false }
        if let next, file.punctuation(next, ":"), file.punctuation(before, "(") || file.punctuation(before, ",") {
            return false
        }
        guard file.punctuation(before, ".") else { return true }
        guard let receiver = file.previous(before: before) else { return false }
        return file.keyword(receiver, "self") || file.identifier(receiver, "self")
    }
}

extension Scope {
    /// Whether the function or property is `private` or `fileprivate`: only this file can use it.
    public var isFilePrivate: Bool {
        let modifiers: [String]
        switch kind {
        case .function(let function): modifiers = function.modifiers
        case .property(let property): modifiers = property.modifiers
        default: return false
        }
        return modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    /// The base name of a function, or the first name of a property; nil for other scopes.
    public var memberName: String? {
        switch kind {
        case .function(let function): return function.name
        case .property(let property): return property.names.first
        default: return nil
        }
    }
}
