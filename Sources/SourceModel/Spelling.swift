/// The nearest spelling of a mistyped name, for the "did you mean" of every message: a rule id
/// in a `screenmod:disable` comment, an option, a rule or group after `--enable`, a subcommand.
public enum Spelling {
    /// The name in `candidates` nearest to `name` by edit distance, or nil when none is near:
    /// within three edits and fewer than half of `name`'s length (`--foo` is not `--out`).
    /// Ties go to the alphabetically first name, so the answer never depends on a set's order.
    public static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = distance(name, candidate)
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        guard let best, best.distance <= 3, best.distance * 2 < name.utf8.count else { return nil }
        return best.name
    }

    /// The edit distance between two names: insertions, deletions, substitutions and swaps of
    /// two neighbouring bytes, each one edit (`wirte` is one edit from `write`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                var best = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                if i > 0, j > 0, x == b[j - 1], a[i - 1] == y { best = min(best, beforePrevious[j - 1] + 1) }
                current.append(best)
            }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
