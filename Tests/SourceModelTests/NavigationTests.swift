import Testing
@testable import SourceModel

/// The navigation layer: enclosing groups, argument labels and operand chains.
@Suite struct NavigationTests {
    private func index(of text: String, _ occurrence: Int = 0, in model: SourceModel) -> Int {
        model.file.tokens.indices.filter { model.file.text($0) == text }[occurrence]
    }

    @Test func findsTheEnclosingOpenerAcrossStatementsAndClosedGroups() {
        let model = SourceModel(text: "f(a, g(b), [c; d]) { x; (y) ; probe }")
        #expect(model.enclosingOpener(of: index(of: "probe", in: model)) == index(of: "{", in: model))
        #expect(model.enclosingOpener(of: index(of: "d", in: model)) == index(of: "[", in: model))
        #expect(model.enclosingOpener(of: index(of: "f", in: model)) == nil)
    }

    @Test func namesTheArgumentLabelOfAPosition() {
        let model = SourceModel(text: "CGRect(x: 0, width: a + (b * c), in: d, e)")
        #expect(model.argumentLabel(of: index(of: "a", in: model)) == "width")
        #expect(model.argumentLabel(of: index(of: "b", in: model)) == nil)  // in grouping parentheses: no label
        #expect(model.argumentLabel(of: index(of: "c", in: model)) == nil)
        #expect(model.argumentLabel(of: index(of: "d", in: model)) == "in")
        #expect(model.argumentLabel(of: index(of: "e", in: model)) == nil)
    }

    @Test func walksBackOverAnOperandChain() {
        let model = SourceModel(text: "let v = self.items[0]?.frame.width + other.size(of: x)!.height")
        #expect(model.chainStart(endingAt: index(of: "width", in: model)) == index(of: "self", in: model))
        #expect(model.chainStart(endingAt: index(of: "height", in: model)) == index(of: "other", in: model))
    }

    @Test func stepsOverWholeGroupsInAGroup() {
        let model = SourceModel(text: "f(a, g(b, c), probe)")
        let comma = model.previousInGroup(before: index(of: "probe", in: model)) { token, _ in model.file.punctuation(token, ",") }
        #expect(comma == index(of: ",", 2, in: model))
        #expect(model.previousInGroup(before: index(of: "a", in: model)) { _, _ in true } == nil)
    }
}
