/// Which members of a type use which, indexed both ways: built once from `CallEdges`, then
/// asked per member.
public final class CallGraph: @unchecked Sendable {
    /// Per type, per using member's key, its uses.
    private let uses: [String: [String: [MemberUse]]]
    /// Per type, per used base name, each member that uses it with the use.
    private let users: [String: [String: [(member: String, use: MemberUse)]]]
    /// The base names a `#selector` anywhere names, in whichever type's code it is written
    /// (`extension Selector { static let refresh = #selector(Feed.refresh) }`).
    public let selectorNames: Set<String>

    /// The uses between members in `model`'s file.
    public convenience init(_ model: SourceModel) {
        self.init(CallEdges(model))
    }

    /// A graph over `edges`, from one file or merged from many.
    public init(_ edges: CallEdges) {
        uses = edges.uses
        var users: [String: [String: [(member: String, use: MemberUse)]]] = [:]
        var selectorNames: Set<String> = []
        for (type, byMember) in edges.uses {
            for (member, found) in byMember {
                for use in found {
                    users[type, default: [:]][use.name, default: []].append((member, use))
                    if case .selector = use.shape { selectorNames.insert(use.name) }
                }
            }
        }
        self.users = users
        self.selectorNames = selectorNames
    }

    /// What member `member` (a `Scope.memberKey`) of `type` uses.
    public func uses(by member: String, in type: String) -> [MemberUse] {
        uses[type]?[member] ?? []
    }

    /// The members of `type` that use the base name `name`, each with the use.
    public func users(of name: String, in type: String) -> [(member: String, use: MemberUse)] {
        users[type]?[name] ?? []
    }

    /// Every member of `type` that uses another.
    public func usingMembers(in type: String) -> [String] {
        (uses[type] ?? [:]).keys.sorted()
    }

    /// Each of `members` (a type chain and a base name) and every member of its types that
    /// reaches it through one or more uses, by base name: the members whose uses from other
    /// objects can decide when code in `members` runs.
    public func namesReaching(_ members: [(types: [String], name: String)]) -> Set<String> {
        let byTypes = Dictionary(grouping: members, by: \.types)
        var found: Set<String> = []
        for (types, group) in byTypes {
            var reached = Set(group.map(\.name))
            var pending = Array(reached)
            while let current = pending.popLast() {
                for type in types {
                    for (member, _) in users(of: current, in: type) {
                        let name = Scope.baseName(ofKey: member)
                        if reached.insert(name).inserted { pending.append(name) }
                    }
                }
            }
            found.formUnion(reached)
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
    public func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let spelled = UnsafeBufferPointer(rebasing: bytes[range])
        return byHash[ByteScan.fnv1a(spelled)]?.first { $0.utf8.elementsEqual(spelled) }
    }
}

extension SourceModel {
    /// The key and type (qualified name) of the instance member at scope `member`, when it is one
    /// whose uses the call graph records: a `func` or a property, not static, inside a type.
    public func callableMethod(_ member: Int?) -> (name: String, type: String)? {
        guard let member, let name = scopes[member].memberName else { return nil }
        switch scopes[member].kind {
        case .function(let function) where !function.isStatic && function.kind == .function:
            guard let type = innermostType(at: function.keywordIndex) else { return nil }
            return (name, type.qualifiedName)
        case .property(let property) where !property.isStatic:
            guard let type = innermostType(at: property.keywordIndex) else { return nil }
            return (name, type.qualifiedName)
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

    /// How the call graph names a member: a function by its full name with labels
    /// (`update(with:)`, `init(frame:)`, `deinit()`), a property by its first name; overloads
    /// are different members.
    public var memberKey: String {
        switch kind {
        case .function(let function):
            return function.kind == .deinitializer ? "deinit()" : function.signature
        case .property(let property): return property.names.first ?? ""
        default: return ""
        }
    }

    /// The base name in a member key: `update` for `update(with:)`, `itemSize` for `itemSize`.
    public static func baseName(ofKey key: String) -> String {
        key.firstIndex(of: "(").map { String(key[..<$0]) } ?? key
    }
}
