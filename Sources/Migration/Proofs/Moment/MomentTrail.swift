import RuleLanguage

/// The path of a member's way in, read back through its callers to where the moment began: found
/// once for every member of a table, each from its caller's, so a chain of N calls costs N steps,
/// not N for each of its members.
struct MomentTrail: Sendable {
    /// The first members of the path, from the member itself (as many as a path shows).
    var prefix: [String]
    /// How many members the whole path has.
    var count: Int
    /// The member where the path ends: the start, or the use that changed the moment.
    var last: String
    /// The note of the origin where the path ends: why the moment starts or changes there.
    var startNote: String?
    /// Whether the path ends at a member nothing in the types uses.
    var startUncalled: Bool
    /// The first note of a step on the way that keeps the moment (a layout a call forced).
    var stepNote: String?

    /// `table` with every origin's trail filled in; `shown` is how many members a prefix keeps.
    static func filled(_ table: [String: [Moment: MomentFinder.Origin]], shown: Int) -> [String: [Moment: MomentFinder.Origin]] {
        var table = table
        for (key, byMoment) in table {
            for moment in byMoment.keys where table[key]?[moment]?.trail == nil {
                fill(key, moment, in: &table, shown: shown)
            }
        }
        return table
    }

    /// Fills the trail of (`key`, `moment`) and of the callers it leads through, from the start back.
    private static func fill(_ key: String, _ moment: Moment, in table: inout [String: [Moment: MomentFinder.Origin]], shown: Int) {
        // The members whose trails are missing, from `key` outward, until a start or a known trail.
        var pending: [String] = []
        var current = key
        var seen: Set<String> = []
        while let origin = table[current]?[moment], origin.trail == nil, seen.insert(current).inserted {
            pending.append(current)
            // Each (member, moment) got its origin from an earlier one, so the walk ends.
            guard let caller = origin.caller, origin.callerMoment == moment, table[caller]?[moment] != nil else { break }
            current = caller
        }
        for member in pending.reversed() {
            guard let origin = table[member]?[moment] else { continue }
            let found = trail(of: member, origin: origin, moment: moment, table: table, shown: shown)
            table[member]?[moment]?.trail = found
        }
    }

    private static func trail(of member: String, origin: MomentFinder.Origin, moment: Moment,
                              table: [String: [Moment: MomentFinder.Origin]], shown: Int) -> MomentTrail {
        guard let caller = origin.caller else {
            return MomentTrail(prefix: [member], count: 1, last: member, startNote: origin.note, startUncalled: origin.uncalled)
        }
        // A caller in another moment (a closure or a selector changed it) ends the path at the caller.
        guard origin.callerMoment == moment, let above = table[caller]?[moment]?.trail else {
            return MomentTrail(prefix: [member, caller], count: 2, last: caller, startNote: origin.note, startUncalled: origin.uncalled)
        }
        return MomentTrail(prefix: [member] + above.prefix.prefix(shown - 1), count: above.count + 1, last: above.last,
                           startNote: above.startNote, startUncalled: above.startUncalled, stepNote: origin.note ?? above.stepNote)
    }
}
