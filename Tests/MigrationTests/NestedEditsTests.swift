import Testing
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
}
