// Whether a bare `/` may start a regex, judged by the token before it: after an operand
// (identifier, literal, `)`, postfix operator, `self`…) a spaced `/` divides.

extension Scanner {
    /// Whether the token at `index` (nil: start of file) leaves the lexer expecting an operand.
    func isRegexPosition(_ index: Int?) -> Bool {
        // At the start of the file a regex may come, but not right after a `#!` line.
        guard let index else { return !startsWithShebang() }
        let token = tokens[index]
        switch token.kind {
        case .identifier, .number, .string, .regex, .attribute:
            return false
        case .keyword:
            return !(tokenIs(token, "true") || tokenIs(token, "false") || tokenIs(token, "nil")
                     || tokenIs(token, "self") || tokenIs(token, "Self") || tokenIs(token, "super")
                     || tokenIs(token, "Any") || tokenIs(token, "_"))
        case .punctuation:
            guard token.length == 1 else { return false }
            switch b[token.offset] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                 UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "&"):
                return true
            default:
                return false
            }
        case .operator:
            return operatorFixity(token) != .postfix
        case .stringDelimiter:
            // `\(` opens code like `(` does; every other delimiter ends or is inside a literal.
            return b[token.end - 1] == UInt8(ascii: "(")
        case .directive:
            return tokenIs(token, "#if") || tokenIs(token, "#else") || tokenIs(token, "#elseif")
                || tokenIs(token, "#endif")
        case .error, .whitespace, .newline, .comment:
            return true
        }
    }

    /// Whether the token at `index` is the `?` or `!` of `try?` / `try!`, after which a spaced
    /// `/` must start a regex (`try` cannot be a left operand).
    func followsTryQuestion(_ index: Int?) -> Bool {
        guard let index, index > 0 else { return false }
        let token = tokens[index]
        guard token.kind == .operator, tokenIs(token, "?") || tokenIs(token, "!") else { return false }
        var before = index - 1
        while before >= 0 && tokens[before].kind.isTrivia { before -= 1 }
        return before >= 0 && tokens[before].kind == .keyword && tokenIs(tokens[before], "try")
    }

    /// Whether the file starts with a `#!` line (after an optional byte order mark).
    private func startsWithShebang() -> Bool {
        let first = count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
        return b[first] == UInt8(ascii: "#") && b[first + 1] == UInt8(ascii: "!")
    }

    /// The fixity of an operator token by Swift's whitespace rule.
    func operatorFixity(_ token: Token) -> OperatorFixity {
        computeFixity(b, token, count: count)
    }
}

/// Swift's rule: bound on both sides or neither is infix; only left is postfix; only right is
/// prefix. A `?` or `!` bound on its left is always postfix; an unbound `?` is the ternary.
func computeFixity(_ b: UnsafePointer<UInt8>, _ token: Token, count: Int) -> OperatorFixity {
    let left = leftBound(b, token.offset)
    if token.length == 1 {
        let c = b[token.offset]
        if c == UInt8(ascii: "?") { return left ? .postfix : .infix }
        if c == UInt8(ascii: "!") && left { return .postfix }
    }
    let right = rightBound(b, token.end, count: count, leftBound: left)
    if left == right { return .infix }
    return left ? .postfix : .prefix
}
