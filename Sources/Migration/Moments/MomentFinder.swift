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

    /// How a member got a moment: from which caller (none where code starts), the member the
    /// moment started at with its note, and how many calls lie between.
    struct Origin {
        var caller: String?
        var start: String
        var note: String?
        var depth: Int
    }

    /// For every member of `types` (a type, then its supertypes), its moments and their origins.
    func table(for types: [String]) -> [String: [Moment: Origin]] {
        var table: [String: [Moment: Origin]] = [:]
        var queue: [(name: String, moment: Moment)] = []
        let members = types.reduce(into: Set<String>()) { $0.formUnion(graph.connectedMembers(in: $1)) }
        for name in members.sorted() {
            for (moment, note) in starts(of: name, types: types) where table[name, default: [:]][moment] == nil {
                table[name, default: [:]][moment] = Origin(caller: nil, start: name, note: note, depth: 0)
                queue.append((name, moment))
            }
        }
        var head = 0
        while head < queue.count {
            let (name, moment) = queue[head]
            head += 1
            guard let origin = table[name]?[moment] else { continue }
            let callees = types.reduce(into: Set<String>()) { $0.formUnion(graph.callees(of: name, in: $1)) }
            for callee in callees.sorted() where table[callee, default: [:]][moment] == nil {
                table[callee, default: [:]][moment] = Origin(caller: name, start: origin.start, note: origin.note,
                                                             depth: origin.depth + 1)
                queue.append((callee, moment))
            }
            // A closure that escapes runs later: set up before the view is on screen, it runs
            // on an event; set up at any other moment, no sooner than that moment.
            let later = Self.momentLater(than: moment)
            let deferred = types.reduce(into: Set<String>()) { $0.formUnion(graph.deferredCallees(of: name, in: $1)) }
            for callee in deferred.sorted() where table[callee, default: [:]][later] == nil {
                table[callee, default: [:]][later] = Origin(caller: name, start: origin.start, note: origin.note,
                                                            depth: origin.depth + 1)
                queue.append((callee, later))
            }
        }
        return table
    }

    /// The starts that what other objects use can change (see `starts(of:types:)`): a member
    /// used from another object starts as `external`, where it would otherwise start from the
    /// callers in its type or, with none, as an `event` or a `callback`.
    static let startsOutsideUsesDecide: Set<Moment> = [.external, .event, .callback]

    /// The moments code can start `name` in, each with a note on why when its name does not say.
    func starts(of name: String, types: [String]) -> [(Moment, String?)] {
        let declaration = types.lazy.compactMap { declared($0, name) }.first
        var starts: [(Moment, String?)] = []
        let moment = UIKitMoments.moment(of: name)
        // A public override of a UIKit hook is UIKit's to call, not other modules'.
        if declaration?.isPublic == true, moment == nil, declaration?.modifiers.contains("override") == false {
            starts.append((.external, "other modules (public API)"))
        }
        if let moment {
            starts.append((moment, nil))
        } else if let place = outside.place(of: name, fits: { declaration?.accepts($0) ?? true }) {
            starts.append((.external, "another object at \(place)"))
        } else if !types.contains(where: { !graph.callers(of: name, in: $0).isEmpty
                                            || !graph.deferredCallers(of: name, in: $0).isEmpty }) {
            starts.append(declaration?.entryMoment ?? (.callback, nil))
        }
        return starts
    }

    /// The moment of code in an escaping closure set up at `moment`: the early moments, before
    /// the view is in a window, give way to the event that runs it; a transition's closures run
    /// once the new size is applied (its animation and completion blocks); the others stay.
    static func momentLater(than moment: Moment) -> Moment {
        switch moment {
        case .initializer, .nibLoading, .beforeWindow, .loadView, .viewDidLoad: return .event
        case .transition: return .layout
        default: return moment
        }
    }

    /// The most calls a path shows before it skips to where the moment started.
    static let shownCalls = 4

    /// The moments of `name` from `table`, each with its path read back through the callers;
    /// a long path shows its first calls, then `…`, then where it started.
    static func moments(of name: String, in table: [String: [Moment: Origin]]) -> Moments {
        var moments = Moments()
        for (moment, origin) in table[name] ?? [:] {
            var path = [name]
            var current = origin
            while let caller = current.caller, path.count <= shownCalls, let next = table[caller]?[moment] {
                path.append(caller)
                current = next
            }
            if current.caller != nil { path += ["…", origin.start] }
            if let note = origin.note { path.append(note) }
            moments.add(moment, path)
        }
        return moments
    }
}
