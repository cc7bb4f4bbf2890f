import Testing
import SourceModel
@testable import Migration

@Suite("Edits keep the tokens around them")
struct EditBoundariesTests {
    /// An edit of the first occurrence of `target` in `code` to `replacement`.
    private func edit(_ code: String, _ target: String, _ replacement: String) -> (Edit, SyntaxFile) {
        let file = SyntaxFile(text: code)
        let start = code.utf8.distance(from: code.startIndex, to: code.range(of: target)!.lowerBound)
        return (Edit.at(start..<start + target.utf8.count, replacement, in: file.source), file)
    }

    @Test("a space on one side of an operator is a problem; the same spacing on both is not")
    func operatorFixity() {
        let (spaced, file) = edit("let a = 1/UIScreen.main.scale\n", "UIScreen.main.scale", " max(s, 1)")
        #expect(spaced.boundaryProblem(in: file) != nil)
        let (tight, same) = edit("let a = 1/UIScreen.main.scale\n", "UIScreen.main.scale", "max(s, 1)")
        #expect(tight.boundaryProblem(in: same) == nil)
        let (after, other) = edit("let a = UIScreen.main.scale*2\n", "UIScreen.main.scale", "scale ")
        #expect(after.boundaryProblem(in: other) != nil)
    }

    @Test("a replacement that fuses with the token next to it is a problem")
    func fusion() {
        let (word, file) = edit("return UIScreen.main.scale\n", "UIScreen.main.scale", "displayScale")
        #expect(word.boundaryProblem(in: file) == nil)
        let (fused, tight) = edit("let a = b-UIScreen.main.scale\n", "UIScreen.main.scale", "-1")
        #expect(fused.boundaryProblem(in: tight) != nil)
    }

    @Test("tokens the replacement repeats at its start are given back with the source's spacing")
    func repeatedLead() {
        let (spaced, file) = edit("let a = 1/UIScreen.main.scale\n", "/UIScreen.main.scale", "/ max(s, 1)")
        let kept = spaced.keepingRepeatedLead(in: file)
        #expect(kept.replacement == "max(s, 1)")
        #expect(kept.range == spaced.range.lowerBound + 1..<spaced.range.upperBound)
        #expect(kept.boundaryProblem(in: file) == nil)
        let (different, same) = edit("let a = 1/UIScreen.main.scale\n", "/UIScreen.main.scale", "* max(s, 1)")
        #expect(different.keepingRepeatedLead(in: same) == different)
    }
}
