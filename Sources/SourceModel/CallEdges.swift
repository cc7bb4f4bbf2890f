/// The uses between the members of each type, as found in one file or merged from several:
/// an extension in another file adds to its type's edges, since both go by the type's name.
public struct CallEdges: Sendable {
    /// Per type name, per member's base name, the base names of the members it uses.
    let callees: [String: [String: Set<String>]]
    /// The same edges reversed: per type name, per member, the members that use it.
    let callers: [String: [String: Set<String>]]
    /// Per type name, per member, the members it uses inside an escaping closure: they run
    /// later (a completion, an async block), when the member's own moment may be over.
    let deferredCallees: [String: [String: Set<String>]]
    /// The deferred edges reversed.
    let deferredCallers: [String: [String: Set<String>]]

    /// The uses between members in `model`'s file. `members` are the names that count as
    /// members (by default those the file declares; a project passes the names all its files
    /// declare, so a call of a method declared in an extension elsewhere counts too).
    public init(_ model: SourceModel, members: MemberNames? = nil) {
        var callees: [String: [String: Set<String>]] = [:], deferred: [String: [String: Set<String>]] = [:]
        let file = model.file
        let members = members ?? MemberNames(model.instanceMemberNames())
        file.source.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<file.count where file.tokens[index].kind == .identifier {
                guard let name = members.name(bytes, file.tokens[index].range), model.isMemberUseOnSelf(index),
                      let (type, caller, later) = model.memberUsing(at: index),
                      let callerName = model.scopes[caller].memberName, !model.isShadowed(name, at: index) else { continue }
                if later {
                    deferred[TypeIndex.lastComponent(type), default: [:]][callerName, default: []].insert(name)
                } else {
                    callees[TypeIndex.lastComponent(type), default: [:]][callerName, default: []].insert(name)
                }
            }
        }
        self.callees = callees
        callers = Self.reversed(callees)
        deferredCallees = deferred
        deferredCallers = Self.reversed(deferred)
    }

    /// The edges of every file in `parts`, together.
    public init(merging parts: [CallEdges]) {
        callees = Self.merged(parts.map(\.callees))
        callers = Self.reversed(callees)
        deferredCallees = Self.merged(parts.map(\.deferredCallees))
        deferredCallers = Self.reversed(deferredCallees)
    }

    private static func merged(_ parts: [[String: [String: Set<String>]]]) -> [String: [String: Set<String>]] {
        var merged: [String: [String: Set<String>]] = [:]
        for part in parts {
            for (type, edges) in part {
                for (caller, names) in edges { merged[type, default: [:]][caller, default: []].formUnion(names) }
            }
        }
        return merged
    }

    /// Each member in `members` and every member of its types (a type, then its supertypes)
    /// that reaches it through one or more uses: the members whose outside uses can decide when
    /// code in `members` runs.
    public func namesReaching(_ members: [(types: [String], name: String)]) -> Set<String> {
        // One walk per type chain from all its members at once: a member reached twice is
        // walked once, so a chain of N helpers costs N steps, not N walks.
        let byTypes = Dictionary(grouping: members, by: \.types)
        var found: Set<String> = []
        for (types, group) in byTypes {
            var reached = Set(group.map(\.name))
            var pending = Array(reached)
            while let current = pending.popLast() {
                for type in types {
                    let all = (callers[type]?[current] ?? []).union(deferredCallers[type]?[current] ?? [])
                    for caller in all where reached.insert(caller).inserted {
                        pending.append(caller)
                    }
                }
            }
            found.formUnion(reached)
        }
        return found
    }

    /// Callee -> callers for each type, from caller -> callees.
    private static func reversed(_ callees: [String: [String: Set<String>]]) -> [String: [String: Set<String>]] {
        var callers: [String: [String: Set<String>]] = [:]
        for (type, edges) in callees {
            for (caller, names) in edges {
                for name in names { callers[type, default: [:]][name, default: []].insert(caller) }
            }
        }
        return callers
    }
}
