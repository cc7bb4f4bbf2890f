import Testing
import SeededRandom
@testable import SourceModel

/// The one-pass tables that replaced backward walks and scope scans, checked against those
/// walks and scans (kept here as they were) at every token of random, often unbalanced, input.
@Suite("Structure tables against the walks they replaced")
struct StructureOracleTests {
    /// Random code from bracket, separator and closure fragments.
    func randomCode(_ generator: inout SplitMix64, pieces: Int) -> String {
        let fragments = ["(", ")", "[", "]", "{", "}", ";", " a", " f(", "\n", ", ", "\"s\\(x)\"", "{ x in ",
                         " func g() {", " class C {", " { [weak self] in guard let self else { return }",
                         " if let self {", " guard let s = self else {", " var v = 1, w = { 2 }()"]
        return (0..<pieces).map { _ in fragments.randomElement(using: &generator)! }.joined()
    }

    /// The nearest unmatched `(` before `index` whose group contains it (the original walk).
    func walkParen(_ model: SourceModel, _ index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if let open = model.brackets.match(i), open < i {
                i = open - 1
                continue
            }
            if model.file.punctuation(i, "(") { return i }
            if model.file.punctuation(i, "{") || model.file.punctuation(i, "[") || model.file.punctuation(i, ";") { return nil }
            i -= 1
        }
        return nil
    }

    /// The `}` closing the innermost brace block that contains `index` (the original walk).
    func walkBlockEnd(_ model: SourceModel, _ index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if let open = model.brackets.match(i), open < i {
                i = open - 1
                continue
            }
            if model.file.punctuation(i, "{") { return model.brackets.match(i) }
            i -= 1
        }
        return nil
    }

    /// The innermost closure containing `index` with no function or type between (the original scan).
    func scanClosure(_ scopes: [Scope], _ index: Int) -> Int? {
        var best: Int?
        for (candidate, scope) in scopes.enumerated() where scope.range.contains(index) {
            switch scope.kind {
            case .closure: best = candidate
            case .function, .type: best = nil
            default: break
            }
        }
        return best
    }

    @Test("enclosing brackets match the backward walks at every token")
    func enclosingBrackets() {
        var generator = SplitMix64(state: 7)
        for round in 0..<300 {
            let model = SourceModel(text: randomCode(&generator, pieces: Int.random(in: 1...60, using: &generator)))
            let table = EnclosingBrackets(model.file, model.brackets)
            let parser = StructureParser(file: model.file, brackets: model.brackets)
            for index in 0...model.file.count {
                #expect(parser.enclosingParen(of: index) == walkParen(model, index), "round \(round) at \(index)")
                #expect(table.brace(before: index).flatMap { model.brackets.match($0) } == walkBlockEnd(model, index),
                        "round \(round) at \(index)")
            }
        }
    }

    @Test("the innermost-closure sweep matches a scan of every scope at every token")
    func innermostClosure() {
        var generator = SplitMix64(state: 11)
        for round in 0..<300 {
            let model = SourceModel(text: randomCode(&generator, pieces: Int.random(in: 1...60, using: &generator)))
            var sweep = InnermostCode(model.scopes)
            for index in 0..<model.file.count {
                #expect(sweep.closure(at: index) == scanClosure(model.scopes, index), "round \(round) at \(index)")
            }
        }
    }
}
