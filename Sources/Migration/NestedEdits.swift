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
        for outer in outers where !absorbed.contains(outer) {
            var inner: [(index: Int, position: Int)] = []
            for candidate in current.indices where candidate != outer && !absorbed.contains(candidate) {
                let range = current[candidate].range
                guard !range.isEmpty,
                      let span = current[outer].copied.first(where: { $0.source.lowerBound <= range.lowerBound
                          && range.upperBound <= $0.source.upperBound }) else { continue }
                inner.append((candidate, span.offset + range.lowerBound - span.source.lowerBound))
            }
            guard !inner.isEmpty, let folded = fold(inner.map { (current[$0.index], $0.position) },
                                                    into: current[outer]) else { continue }
            current[outer] = folded
            absorbed.formUnion(inner.map(\.index))
        }
        return current.indices.filter { !absorbed.contains($0) }.map { current[$0] }
    }

    /// `outer` with each inner edit applied to its replacement at the given UTF-8 position; nil
    /// when inner edits overlap each other (the overlap check reports them then).
    private static func fold(_ inner: [(edit: Edit, position: Int)], into outer: Edit) -> Edit? {
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
