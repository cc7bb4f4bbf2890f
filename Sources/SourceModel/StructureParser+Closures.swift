import SwiftLexer

extension StructureParser {
    /// Opens a closure scope at `brace` with its captures, parameters and call site.
    mutating func closure(_ brace: Int) -> Int {
        let close = brackets.match(brace) ?? file.count - 1
        var closure = ClosureExpression(
            braces: brace...close, parameters: [], parameterIndices: [], inIndex: nil, selfCapture: .none,
            captures: [], isImmediatelyCalled: false, callee: nil, argumentLabel: nil, selfUnwrapped: [])
        var cursor = file.next(after: brace)
        if let open = cursor, file.punctuation(open, "["), let end = brackets.match(open), end < close {
            for (start, last) in topLevelItems(open + 1, end - 1) {
                let entry = file.compactText(from: start, through: last)
                closure.captures.append(entry)
                if let capture = Self.selfCapture(entry) { closure.selfCapture = capture }
            }
            cursor = file.next(after: end)
        }
        if let start = cursor, let (names, indices, inIndex) = closureParameters(from: start, limit: close) {
            closure.parameters = names
            closure.parameterIndices = indices
            closure.inIndex = inIndex
        } else if !closure.captures.isEmpty, let start = cursor, file.keyword(start, "in") {
            closure.inIndex = start
        }
        if close < file.count - 1, let after = file.next(after: close), file.punctuation(after, "("),
           !file.newlineBetween(close, after) {
            closure.isImmediatelyCalled = true
        }
        let site = callSite(of: brace)
        (closure.callee, closure.argumentLabel, closure.calleeIndex) = (site.0.map(file.text), site.1, site.0)
        let scope = push(.closure(closure), brace...close)
        for (name, index) in zip(closure.parameters, closure.parameterIndices) where name != "_" {
            locals.append(LocalBinding(name: name, index: index, scope: scope))
        }
        return (closure.inIndex ?? brace) + 1
    }

    /// `weak self` -> .weak; `unowned(safe) self` -> .unowned; `self` -> .strong.
    static func selfCapture(_ entry: String) -> SelfCapture? {
        let words = entry.split(separator: " ")
        guard words.last == "self", !entry.contains("=") else {
            return entry.hasSuffix("= self") && entry.hasPrefix("self") ? .strong : nil
        }
        if words.first == "weak" { return .weak }
        if words.first?.hasPrefix("unowned") == true { return .unowned }
        return .strong
    }

    /// Parameter names of a closure whose signature starts at `start`, if it ends in `in`:
    /// `(a, b: T) throws -> R in` or the shorthand `a, _ in`.
    func closureParameters(from start: Int, limit: Int) -> ([String], [Int], Int)? {
        var names: [String] = []
        var indices: [Int] = []
        if file.punctuation(start, "(") {
            guard let close = brackets.match(start), close < limit else { return nil }
            for (first, last) in topLevelItems(start + 1, close - 1) {
                guard let name = file.significant(atOrAfter: first), name <= last else { continue }
                names.append(file.text(name))
                indices.append(name)
            }
            // Effects and a return type may follow, all on the signature's line.
            var previous = close
            var i = file.next(after: close)
            while let current = i, current < limit {
                if file.keyword(current, "in") { return (names, indices, current) }
                if file.newlineBetween(previous, current) || file.punctuation(current, "{")
                    || file.punctuation(current, "}") || file.punctuation(current, "=") {
                    return nil
                }
                previous = brackets.match(current).map { max($0, current) } ?? current
                i = file.next(after: previous)
            }
            return nil
        }
        var current = start
        while current < limit {
            let kind = file.tokens[current].kind
            guard kind == .identifier || file.token(current, is: "_") else { return nil }
            names.append(file.text(current))
            indices.append(current)
            guard let next = file.next(after: current) else { return nil }
            if file.keyword(next, "in") { return (names, indices, next) }
            guard file.punctuation(next, ","), let after = file.next(after: next) else { return nil }
            current = after
        }
        return nil
    }

    /// The name token of the function or type a closure at `brace` is passed to, and its argument label.
    func callSite(of brace: Int) -> (Int?, String?) {
        guard let previous = file.previous(before: brace) else { return (nil, nil) }
        // Trailing closure: `f(x) { … }`, `f { … }`, or a labelled one after another `}`.
        if file.punctuation(previous, ")"), let open = brackets.match(previous) {
            return (calleeName(before: open), nil)
        }
        if file.tokens[previous].kind == .identifier, !file.newlineBetween(previous, brace) {
            return (previous, nil)
        }
        // `CellRegistration<Cell, Item> { … }`: the type named before its generic arguments.
        if file.tokens[previous].kind == .operator, file.text(previous).hasSuffix(">"), !file.newlineBetween(previous, brace),
           let open = (max(0, previous - 64)..<previous).reversed().first(where: { genericArgumentsEnd(from: $0) == previous }) {
            return (open - 1, nil)
        }
        var label: String?
        if file.punctuation(previous, ":"), let word = file.previous(before: previous) {
            label = file.text(word)
            if let before = file.previous(before: word), file.punctuation(before, "}") {
                return (trailingCallee(closingBrace: before), label)
            }
        }
        guard let paren = enclosingParen(of: brace) else { return (nil, nil) }
        return (calleeName(before: paren), label)
    }

    /// For `f { … } label: { … }`, the callee of the first trailing closure.
    func trailingCallee(closingBrace: Int) -> Int? {
        guard let open = brackets.match(closingBrace) else { return nil }
        return callSite(of: open).0
    }

    /// The name before a call's `(`: `f(`, `x.f(`, `Type(`, `.init(` -> `init`.
    func calleeName(before paren: Int) -> Int? {
        guard let name = file.previous(before: paren) else { return nil }
        let kind = file.tokens[name].kind
        guard kind == .identifier || kind == .keyword else { return nil }
        return name
    }

    /// The nearest unmatched `(` before `index` whose group contains it.
    func enclosingParen(of index: Int) -> Int? {
        guard let opener = enclosing.opener(before: index), file.punctuation(opener, "(") else { return nil }
        return opener
    }
}
