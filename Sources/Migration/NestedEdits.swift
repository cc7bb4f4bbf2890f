/// Bytes of the file that a replacement repeats verbatim: a capture such as `$$$REST`.
struct CopiedSpan: Hashable, Sendable {
    /// The bytes of the file that were copied.
    var source: Range<Int>
    /// Where the copy starts in the replacement, in UTF-8 bytes.
    var offset: Int
}

extension MigrationEngine {
    /// Carries each edit that lies inside bytes another edit's replacement copies into that
    /// replacement, so `UIScreen.main.bounds.insetBy(dx: 1 / UIScreen.main.scale, dy: 0)` is
    /// rewritten whole in one run instead of leaving the inner use to a second.
    ///
    /// Outer edits are handled from the smallest range up, so an edit three levels deep is
    /// carried into the middle one before the middle one is carried outwards.
    static func foldNested(_ edits: [Edit]) -> [Edit] {
        guard edits.contains(where: { !$0.copied.isEmpty }), edits.count > 1 else { return edits }
        var current = edits
        var absorbed: Set<Int> = []
        let outers = current.indices.filter { !current[$0].copied.isEmpty }
            .sorted { current[$0].range.count < current[$1].range.count }
        // Each outer looks only at the edits that start inside its spans, found by binary search,
        // not at every edit: with many rewrites in one file that was a comparison of all pairs.
        // Folding changes replacements, never ranges, so the order holds throughout.
        let byStart = current.indices.filter { !current[$0].range.isEmpty }
            .sorted { (current[$0].range.lowerBound, $0) < (current[$1].range.lowerBound, $1) }
        for outer in outers where !absorbed.contains(outer) {
            let spans = current[outer].copied
            var candidates: Set<Int> = []
            for span in spans {
                var next = firstStart(atOrAfter: span.source.lowerBound, in: byStart, of: current)
                while next < byStart.count, current[byStart[next]].range.lowerBound < span.source.upperBound {
                    let candidate = byStart[next]
                    if candidate != outer, !absorbed.contains(candidate),
                       current[candidate].range.upperBound <= span.source.upperBound {
                        candidates.insert(candidate)
                    }
                    next += 1
                }
            }
            // In the order of the edits, with the first span that holds each, as a search of them all gives.
            let inner = candidates.sorted().map { candidate -> (index: Int, position: Int) in
                let range = current[candidate].range
                let span = spans.first { $0.source.lowerBound <= range.lowerBound && range.upperBound <= $0.source.upperBound }!
                return (candidate, span.offset + range.lowerBound - span.source.lowerBound)
            }
            guard !inner.isEmpty, let folded = fold(inner.map { (current[$0.index], $0.position) },
                                                    into: current[outer]) else { continue }
            current[outer] = folded
            absorbed.formUnion(inner.map(\.index))
        }
        return current.indices.filter { !absorbed.contains($0) }.map { current[$0] }
    }

    /// The position in `byStart` (edit indices sorted by where their ranges start) of the first
    /// edit that starts at or after `offset`.
    private static func firstStart(atOrAfter offset: Int, in byStart: [Int], of edits: [Edit]) -> Int {
        byStart.partitionPoint { edits[$0].range.lowerBound >= offset }
    }

    /// `outer` with each inner edit applied to its replacement at the given UTF-8 position; nil
    /// when inner edits overlap each other (the overlap check reports them then).
    static func fold(_ inner: [(edit: Edit, position: Int)], into outer: Edit) -> Edit? {
        var bytes = Array(outer.replacement.utf8)
        var end = Int.max
        var previous: Edit?
        for (edit, position) in inner.sorted(by: { $0.position > $1.position }) {
            // The same edit asked for twice (a parameter renamed for two uses) is made once.
            if let previous, previous.range == edit.range, previous.replacement == edit.replacement { continue }
            previous = edit
            let upper = position + edit.range.count
            guard upper <= end, upper <= bytes.count else { return nil }
            bytes.replaceSubrange(position..<upper, with: Array(edit.replacement.utf8))
            end = position
        }
        var folded = outer
        folded.replacement = String(decoding: bytes, as: UTF8.self)
        // Each outer edit takes in everything inside it at once, so its spans are done with.
        folded.copied = []
        return folded
    }
}
