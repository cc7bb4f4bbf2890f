import RuleLanguage
import SourceModel

/// Finds the moments of every member of a type at once, from UIKit's callbacks, the project's
/// call graph, the members' outside uses and what the file declares.
///
/// Each member where code can start gets its own moments (a callback's, `external` for an
/// outside use, an action target's `event`), and every moment flows down the call edges to
/// what that member uses. A member takes each moment once, remembering the caller it came
/// from, so the whole type costs one pass over its edges per moment, and a path is read back
/// through those callers only when a finding or `explain` shows it.
struct MomentFinder {
    /// The uses between members.
    let graph: CallGraph
    /// Members used through another receiver.
    let outside: OutsideUses
    /// What the file declares, by type and base name; nil for a member declared elsewhere.
    let declared: (_ type: String, _ name: String) -> DeclaredMember?

    /// Where a member got a moment: where code starts (with a note on why), or a caller.
    enum Origin {
        case start(note: String?)
        case caller(String)
    }

    /// For every member of `types` (a type, then its supertypes), its moments and their origins.
    func table(for types: [String]) -> [String: [Moment: Origin]] {
        var table: [String: [Moment: Origin]] = [:]
        var queue: [(name: String, moment: Moment)] = []
        let members = types.reduce(into: Set<String>()) { $0.formUnion(graph.connectedMembers(in: $1)) }
        for name in members.sorted() {
            for (moment, note) in starts(of: name, types: types) where table[name, default: [:]][moment] == nil {
                table[name, default: [:]][moment] = .start(note: note)
                queue.append((name, moment))
            }
        }
        var head = 0
        while head < queue.count {
            let (name, moment) = queue[head]
            head += 1
            let callees = types.reduce(into: Set<String>()) { $0.formUnion(graph.callees(of: name, in: $1)) }
            for callee in callees.sorted() where table[callee, default: [:]][moment] == nil {
                table[callee, default: [:]][moment] = .caller(name)
                queue.append((callee, moment))
            }
        }
        return table
    }

    /// The moments code can start `name` in, each with a note on why when its name does not say.
    func starts(of name: String, types: [String]) -> [(Moment, String?)] {
        let declaration = types.lazy.compactMap { declared($0, name) }.first
        var starts: [(Moment, String?)] = []
        if declaration?.isPublic == true { starts.append((.external, "other modules (public API)")) }
        if let moment = UIKitMoments.moment(of: name) {
            starts.append((moment, nil))
        } else if let place = outside.place(of: name, fits: { declaration?.accepts($0) ?? true }) {
            starts.append((.external, "another object at \(place)"))
        } else if !types.contains(where: { !graph.callers(of: name, in: $0).isEmpty }) {
            starts.append(declaration?.entryMoment ?? (.callback, nil))
        }
        return starts
    }

    /// The moments of `name` from `table`, each with its path read back through the callers.
    static func moments(of name: String, in table: [String: [Moment: Origin]]) -> Moments {
        var moments = Moments()
        for (moment, _) in table[name] ?? [:] {
            var path = [name]
            var current = name
            while case .caller(let caller)? = table[current]?[moment] {
                path.append(caller)
                current = caller
            }
            if case .start(let note?)? = table[current]?[moment] { path.append(note) }
            moments.add(moment, path)
        }
        return moments
    }
}
