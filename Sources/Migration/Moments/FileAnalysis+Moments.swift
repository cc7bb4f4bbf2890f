import RuleLanguage
import SourceModel

extension FileAnalysis {
    /// The moments code in member scope `member` can run in; none outside a type's members.
    func moments(at member: Int?) -> Moments {
        guard let member else { return Moments() }
        if let known = momentsByMember[member] { return known }
        let found = findMoments(at: member)
        momentsByMember[member] = found
        return found
    }

    private func findMoments(at member: Int) -> Moments {
        if case .function(let function) = model.scopes[member].kind, function.kind != .function {
            // An initializer runs before everything; a deinitializer or subscript whenever it is used.
            var moments = Moments()
            moments.add(function.kind == .initializer ? .initializer : .callback, [function.kind.rawValue])
            return moments
        }
        guard let method = model.callableMethod(member) else { return Moments() }
        let types = typeAndSupertypes(method.type)
        let key = types.joined(separator: ":")
        let finder = MomentFinder(graph: callGraph, outside: project.outsideUses) { [declaredMembers] in
            declaredMembers[$0]?[$1]
        }
        if momentTables[key] == nil { momentTables[key] = finder.table(for: types) }
        let table = momentTables[key] ?? [:]
        guard table[method.name] == nil else { return MomentFinder.moments(of: method.name, in: table) }
        // A member no other member uses and that uses none: only where it starts itself.
        var moments = Moments()
        for (moment, note) in finder.starts(of: method.name, types: types) {
            moments.add(moment, note.map { [method.name, $0] } ?? [method.name])
        }
        return moments
    }

    /// What `parts` (one per file) declare together, by type and name.
    static func merging(_ parts: [[String: [String: DeclaredMember]]]) -> [String: [String: DeclaredMember]] {
        var merged: [String: [String: DeclaredMember]] = [:]
        for part in parts {
            for (type, members) in part {
                merged[type, default: [:]].merge(members) { $0.merged(with: $1) }
            }
        }
        return merged
    }

    /// What the file declares under each instance member name, by type and name.
    static func declaredMembers(_ model: SourceModel) -> [String: [String: DeclaredMember]] {
        var declared: [String: [String: DeclaredMember]] = [:]
        for (index, scope) in model.scopes.enumerated() {
            guard let (name, type) = model.callableMethod(index) else { continue }
            var member = declared[type]?[name] ?? DeclaredMember()
            switch scope.kind {
            case .function(let function):
                member.modifiers.formUnion(function.modifiers)
                member.overloads.append(function.parameters)
            case .property(let property):
                member.modifiers.formUnion(property.modifiers)
                member.isProperty = true
                member.isComputedProperty = member.isComputedProperty || !property.isStored
            default:
                continue
            }
            member.isFilePrivate = member.isFilePrivate && scope.isFilePrivate
            declared[type, default: [:]][name] = member
        }
        return declared
    }
}
