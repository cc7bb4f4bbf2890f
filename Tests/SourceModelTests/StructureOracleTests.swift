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

    /// Partners as the original matcher found them: a closer searched the stack for the
    /// nearest opener of its shape.
    func searchedPartners(_ model: SourceModel) -> [Int32] {
        let file = model.file
        var partner = [Int32](repeating: -1, count: file.count)
        var stack: [(index: Int, closer: String)] = []
        func close(_ index: Int, _ closer: String) {
            guard let depth = stack.lastIndex(where: { $0.closer == closer }) else { return }
            let opener = stack[depth].index
            stack.removeSubrange(depth...)
            partner[opener] = Int32(index)
            partner[index] = Int32(opener)
        }
        for index in 0..<file.count {
            let text = file.text(index)
            switch file.tokens[index].kind {
            case .stringDelimiter:
                if text.hasSuffix("("), text.count >= 2 { stack.append((index, ")")) } else if text == ")" { close(index, ")") }
            case .punctuation:
                switch text {
                case "(": stack.append((index, ")"))
                case "[": stack.append((index, "]"))
                case "{": stack.append((index, "}"))
                case ")", "]", "}": close(index, text)
                default: break
                }
            default: break
            }
        }
        return partner
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

    @Test("brackets pair as a search of the open stack paired them, unbalanced input included")
    func brackets() {
        var generator = SplitMix64(state: 5)
        for _ in 0..<300 {
            let code = randomCode(&generator, pieces: Int.random(in: 1...80, using: &generator))
            let model = SourceModel(text: code)
            #expect(model.brackets.partner == searchedPartners(model), "\(code)")
        }
        // Many unclosed `(` then stray `]`: none pairs, and the braces around still do.
        let model = SourceModel(text: "f() {" + String(repeating: "(", count: 500) + String(repeating: "]", count: 500) + "}")
        #expect(model.brackets.partner == searchedPartners(model))
        let brace = model.file.tokens.indices.first { model.file.punctuation($0, "{") }!
        #expect(model.brackets.match(brace) == model.file.count - 1)
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

    @Test("the innermost type looked up per scope is the context's, at every token")
    func innermostType() {
        var generator = SplitMix64(state: 13)
        for round in 0..<300 {
            let text = randomCode(&generator, pieces: Int.random(in: 1...60, using: &generator))
                + (round.isMultiple(of: 2) ? " extension E { var p: Int { 1 } }" : "")
            let model = SourceModel(text: text)
            for index in 0..<model.file.count {
                #expect(model.innermostType(at: index) == model.context(at: index).type, "round \(round) at \(index)")
            }
        }
    }

    /// The nearest `(`, `[` or `{` before `index` as `enclosingOpener` first found it: the table of
    /// nearest stops, walked back over every `;` (one step per statement before it on the line).
    func walkOpener(_ model: SourceModel, _ index: Int) -> Int? {
        var position = index
        while let opener = model.enclosing.opener(before: position) {
            guard model.file.punctuation(opener, ";") else { return opener }
            position = opener
        }
        return nil
    }

    @Test("the enclosing opener looked up past every `;` is the one the walk over them found, at every token")
    func enclosingOpenerPastSemicolons() {
        var generator = SplitMix64(state: 17)
        for round in 0..<300 {
            let text = randomCode(&generator, pieces: Int.random(in: 1...60, using: &generator))
                + String(repeating: "; a = f(b)", count: round % 7)
            let model = SourceModel(text: text)
            for index in 0...model.file.count {
                #expect(model.enclosingOpener(of: index) == walkOpener(model, index), "round \(round) at \(index)")
            }
        }
    }
}
