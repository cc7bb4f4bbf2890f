import Testing
import SeededRandom
@testable import Migration

@Suite("Nested edits")
struct NestedEditsTests {
    /// An edit of `range` in a one-line file, with the given copied spans.
    private func edit(_ range: Range<Int>, _ replacement: String, copied: [CopiedSpan] = []) -> Edit {
        var edit = Edit(range: range, replacement: replacement, ruleID: "r", line: 1, column: range.lowerBound + 1,
                        endLine: 1, endColumn: range.upperBound + 1)
        edit.copied = copied
        return edit
    }

    // The file: "0123456789abcdefghij"; the outer edit replaces 0..<20 and copies 5..<15 ("56789abcde").
    private var outer: Edit { edit(0..<20, "<<56789abcde>>", copied: [CopiedSpan(source: 5..<15, offset: 2)]) }

    @Test("inner edits land in the copy, at their place; the same edit twice lands once")
    func folds() {
        let folded = MigrationEngine.foldNested([outer, edit(7..<9, "XY"), edit(12..<13, "-"), edit(7..<9, "XY")])
        #expect(folded.map(\.replacement) == ["<<56XY9ab-de>>"])
        #expect(folded.first?.range == 0..<20)
    }

    @Test("edits outside the copied bytes, and inner edits that overlap each other, are left alone")
    func leavesOthers() {
        let outside = MigrationEngine.foldNested([outer, edit(2..<4, "x")])
        #expect(outside.map(\.replacement) == ["<<56789abcde>>", "x"])
        let overlapping = MigrationEngine.foldNested([outer, edit(7..<10, "A"), edit(8..<11, "B")])
        #expect(overlapping.count == 3)
    }

    @Test("the parts of an edit that are gone: its range without the copied spans")
    func rewrittenParts() {
        #expect(outer.rewrittenParts == [0..<5, 15..<20])
        let two = edit(0..<20, "x", copied: [CopiedSpan(source: 12..<15, offset: 0), CopiedSpan(source: 5..<8, offset: 0)])
        #expect(two.rewrittenParts == [0..<5, 8..<12, 15..<20])
        #expect(edit(3..<9, "y", copied: [CopiedSpan(source: 3..<9, offset: 0)]).rewrittenParts.isEmpty)
        #expect(edit(4..<4, "inserted").rewrittenParts.isEmpty)
    }

    @Test("many edits fold as a comparison of every outer edit with every other edit folds them", arguments: 0..<30)
    func manyEditsFoldLikeAllPairs(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let text = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWX".utf8)
        let number = { (bound: Int) in Int(random.next() % UInt64(bound)) }
        var edits: [Edit] = []
        for _ in 0..<(2 + number(40)) {
            let lower = number(text.count - 1)
            let range = lower..<min(text.count, lower + number(24))
            guard range.count > 4, number(2) == 0 else {
                edits.append(edit(range, String(repeating: "x", count: number(4))))
                continue
            }
            // One or two copied spans inside the range, written between markers.
            let cut = range.lowerBound + 1 + number(range.count - 2)
            var spans = [CopiedSpan(source: range.lowerBound..<cut, offset: 1)]
            var replacement = "<" + String(decoding: text[range.lowerBound..<cut], as: UTF8.self)
            if number(2) == 0 {
                spans.append(CopiedSpan(source: cut..<range.upperBound, offset: replacement.utf8.count + 1))
                replacement += "|" + String(decoding: text[cut..<range.upperBound], as: UTF8.self)
            }
            edits.append(edit(range, replacement + ">", copied: spans))
        }
        #expect(MigrationEngine.foldNested(edits) == Self.allPairs(edits))
    }

    /// Folding written as a comparison of each outer edit with every other edit.
    static func allPairs(_ edits: [Edit]) -> [Edit] {
        guard edits.contains(where: { !$0.copied.isEmpty }), edits.count > 1 else { return edits }
        var current = edits
        var absorbed: Set<Int> = []
        let outers = current.indices.filter { !current[$0].copied.isEmpty }
            .sorted { current[$0].range.count < current[$1].range.count }
        for outer in outers where !absorbed.contains(outer) {
            var inner: [(index: Int, position: Int)] = []
            for candidate in current.indices where candidate != outer && !absorbed.contains(candidate) {
                let range = current[candidate].range
                guard !range.isEmpty, let span = current[outer].copied.first(where: {
                    $0.source.lowerBound <= range.lowerBound && range.upperBound <= $0.source.upperBound
                }) else { continue }
                inner.append((candidate, span.offset + range.lowerBound - span.source.lowerBound))
            }
            guard !inner.isEmpty, let folded = MigrationEngine.fold(inner.map { (current[$0.index], $0.position) },
                                                                    into: current[outer]) else { continue }
            current[outer] = folded
            absorbed.formUnion(inner.map(\.index))
        }
        return current.indices.filter { !absorbed.contains($0) }.map { current[$0] }
    }
}

