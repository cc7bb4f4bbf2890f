/// The token walks over operands that pattern matching, rewriting and the value-flow analysis
/// share: where an operand ends, where a chain starts, which operators are infix.
extension SourceModel {
    /// The last token of the operand starting at `start`: an optional prefix operator, a
    /// primary expression, and its postfix chain.
    public func operandEnd(from start: Int) -> Int? {
        var index = start
        if file.tokens[index].kind == .operator, let next = file.next(after: index) { index = next }
        guard let primary = primaryEnd(from: index) else { return nil }
        return postfixChainEnd(after: primary)
    }

    /// The last token of the primary expression at `index`: a name, number, keyword, string
    /// literal, bracketed group, or implicit member (`.zero`).
    public func primaryEnd(from index: Int) -> Int? {
        let token = file.tokens[index]
        switch token.kind {
        case .identifier, .number, .keyword:
            return index
        case .stringDelimiter:
            return stringEnd(from: index)
        case .punctuation:
            if file.punctuation(index, "(") || file.punctuation(index, "[") || file.punctuation(index, "{"),
               let close = brackets.match(index) { return close }
            if file.punctuation(index, "."), let member = file.next(after: index),
               file.tokens[member].kind == .identifier { return member }
            return nil
        default:
            return nil
        }
    }

    /// The closing delimiter of the string literal opened at `open`.
    public func stringEnd(from open: Int) -> Int? {
        var i = open + 1
        while i < file.count {
            if let close = brackets.match(i), close > i {
                i = close + 1
                continue
            }
            if file.tokens[i].kind == .stringDelimiter { return i }
            if file.tokens[i].kind == .error { return nil }
            i += 1
        }
        return nil
    }

    /// The end of `.member`, `(…)`, `[…]`, `?` and `!` links following `last`.
    public func postfixChainEnd(after last: Int) -> Int {
        var end = last
        while let next = file.next(after: end) {
            if file.punctuation(next, "."), let member = file.next(after: next),
               file.tokens[member].kind == .identifier || file.tokens[member].kind == .keyword {
                end = member
            } else if (file.punctuation(next, "(") || file.punctuation(next, "[")),
                      !file.newlineBetween(end, next), let close = brackets.match(next) {
                end = close
            } else if file.tokens[next].kind == .operator, next == end + 1,
                      file.token(next, is: "?") || file.token(next, is: "!") {
                end = next
            } else {
                break
            }
        }
        return end
    }

    /// An operator with trivia on both sides or on neither (`a + b`, `a+b`), not a prefix `-x`
    /// or a postfix `x!`.
    public func isInfix(_ index: Int) -> Bool {
        guard file.tokens[index].kind == .operator else { return false }
        let before = index > 0 && file.tokens[index - 1].kind.isTrivia
        let after = index + 1 < file.count && file.tokens[index + 1].kind.isTrivia
        return before == after
    }
}
