// Regex literals. `#/…/#` always starts one. A bare `/…/` does only where Swift 6 would lex
// one, by swift-syntax's heuristics: not bound to an operand on its left; when spaced like a
// binary operator, only after a token that leaves an operand expected; not starting with a
// space or tab, no unbalanced `)`, no space or tab before the closing `/` (all three waived
// when spaced like a binary operator where an operand is expected, outside argument lists),
// closed on the same line. Unlike swift-syntax, an unclosed bare `/` is always an operator,
// so Swift 5 code such as `let divide: (Int, Int) -> Int = /` never gets an error token.

private let slash = UInt8(ascii: "/")
private let lineFeed = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")

extension Scanner {
    /// Tries a bare regex starting at the first `/` of the operator run `opStart..<opEnd`.
    /// Emits the prefix operator before the `/` (if any) and the regex and returns true, or
    /// returns false and emits nothing.
    mutating func lexRegexInOperator(opStart: Int, opEnd: Int, slash: Int) -> Bool {
        let left = isLeftBound(opStart)
        guard !left else { return false }
        let right = isRightBound(opEnd, leftBound: left)
        let previous = lastSignificantIndex()
        if let previous, tokens[previous].kind == .keyword,
           tokenIs(tokens[previous], "func") || tokenIs(tokens[previous], "operator") {
            return false
        }
        var mustBeRegex = false
        if !right {
            // Spaced like a binary operator: a regex only where an operand is expected, and
            // then surely one, unless an unapplied operator may stand there: `f(/)`, `[a, /]`.
            mustBeRegex = followsTryQuestion(previous)
            if !mustBeRegex && !isRegexPosition(previous) { return false }
            if previous.map({ !opensArgument(tokens[$0]) }) ?? true { mustBeRegex = true }
        }
        guard let end = bareRegexEnd(slash, mustBeRegex: mustBeRegex) else { return false }
        if slash > opStart { emitOperator(opStart, slash) }
        emitText(.regex, slash, end, check: true)
        pos = end
        return true
    }

    /// End of the bare regex whose opening `/` is at `start`, or nil when it is none.
    private func bareRegexEnd(_ start: Int, mustBeRegex: Bool) -> Int? {
        var p = start + 1
        let first = b[p]
        // `//`, `/*` start comments; a `/` right after `*` ends one (`*/`).
        if first == slash || first == UInt8(ascii: "*") || (start > 0 && b[start - 1] == UInt8(ascii: "*")) {
            return nil
        }
        if (first == UInt8(ascii: " ") || first == UInt8(ascii: "\t")) && !mustBeRegex { return nil }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            var c = b[p]
            if c == slash {
                let next = b[p + 1]
                // `/x//` and `/x/*` end where a comment starts: not a regex.
                if next == slash || next == UInt8(ascii: "*") { return nil }
                if lastSpace == p - 1 && !mustBeRegex { return nil }
                return p + 1
            }
            if (c == 0 && p >= count) || c == lineFeed || c == carriageReturn { return nil }
            var escaped = false
            if c == UInt8(ascii: "\\") {
                p += 1
                c = b[p]
                if (c == 0 && p >= count) || c == lineFeed || c == carriageReturn { return nil }
                escaped = true
            }
            if !escaped {
                switch c {
                case UInt8(ascii: "(") where classDepth == 0:
                    groupDepth += 1
                case UInt8(ascii: ")") where classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                case UInt8(ascii: "["):
                    classDepth += 1
                case UInt8(ascii: "]"):
                    if classDepth > 0 { classDepth -= 1 }
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    lastSpace = p
                default:
                    break
                }
            }
            p += c >= 0x80 ? max(1, decodeUTF8(b, p).length) : 1
        }
    }

    /// Whether `token` is `(`, `[`, `,`, `:` or `::`, after which an unapplied operator may stand.
    private func opensArgument(_ token: Token) -> Bool {
        guard token.kind == .punctuation else { return false }
        switch b[token.offset] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"): return true
        default: return false
        }
    }

    /// `#/…/#` with `hashes` `#`: single-line, or multi-line when the `/` ends its line.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = pos
        let bodyStart = start + hashes + 1
        var p = bodyStart
        while b[p] == UInt8(ascii: " ") || b[p] == UInt8(ascii: "\t") { p += 1 }
        let firstNewline: Int? = (b[p] == lineFeed || b[p] == carriageReturn) ? p : nil
        p = bodyStart
        while true {
            let c = b[p]
            if c == slash {
                var q = p + 1
                while b[q] == UInt8(ascii: "#") { q += 1 }
                if q - (p + 1) >= hashes {
                    pos = q
                    emitText(.regex, start, q, check: true)
                    return
                }
            }
            if c == 0 && p >= count { break }
            if (c == lineFeed || c == carriageReturn) && firstNewline == nil { break }
            if c == UInt8(ascii: "\\") {
                let next = b[p + 1]
                if (next == 0 && p + 1 >= count) || ((next == lineFeed || next == carriageReturn) && firstNewline == nil) {
                    p += 1
                    break
                }
                p += 1
            }
            p += b[p] >= 0x80 ? max(1, decodeUTF8(b, p).length) : 1
        }
        // Unterminated: the opening delimiter is the error; the body runs to the end of the
        // line (single-line) or stops at the first line break (multi-line), as in swift-syntax.
        let end = min(firstNewline ?? p, count)
        emit(.error, start, bodyStart)
        diagnose(start, "unterminated regex literal")
        emitText(.regex, bodyStart, end, check: true)
        pos = end
    }
}
