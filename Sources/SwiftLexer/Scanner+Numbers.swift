// Integer and floating-point literals: decimal, `0x` (with hex floats `0x1.8p3`), `0o`, `0b`,
// underscores, exponents. Digits are not validated: `0b102` is one number token, which the
// compiler rejects; what matters here is where the token ends.

extension Scanner {
    /// Lexes the number starting at `pos` (a decimal digit).
    mutating func lexNumber() {
        let start = pos
        var p = start
        let second = b[start + 1]
        if b[start] == UInt8(ascii: "0") && second == UInt8(ascii: "x") {
            p = hexNumberEnd(start + 2)
        } else if b[start] == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            p = start + 2
        } else {
            p = decimalNumberEnd(start)
        }
        // Letters, digits and `_` run on into the token, as in the compiler's lexer.
        while cls[Int(b[p])] & ByteClass.identifierContinue != 0 && b[p] != UInt8(ascii: "$") { p += 1 }
        pos = p
        emit(.number, start, p)
    }

    private func isDigit(_ p: Int) -> Bool {
        cls[Int(b[p])] & ByteClass.digit != 0
    }

    private func isHexDigit(_ p: Int) -> Bool {
        cls[Int(b[p])] & ByteClass.hexDigit != 0
    }

    /// End of `[0-9_]+ (\.[0-9][0-9_]*)? ([eE][+-]?[0-9][0-9_]*)?` from `start`.
    private func decimalNumberEnd(_ start: Int) -> Int {
        var p = start
        while isDigit(p) || b[p] == UInt8(ascii: "_") { p += 1 }
        // `1.foo` is `1` `.` `foo`; `x.0.1` is tuple access, not `x.` then `0.1`.
        if b[p] == UInt8(ascii: ".") && isDigit(p + 1) && !followsPeriod(start) {
            p += 2
            while isDigit(p) || b[p] == UInt8(ascii: "_") { p += 1 }
        }
        return exponentEnd(p, marker: UInt8(ascii: "e"))
    }

    /// End of the hex digits, fraction and `p` exponent after `0x`.
    private func hexNumberEnd(_ digitsStart: Int) -> Int {
        var p = digitsStart
        while isHexDigit(p) || b[p] == UInt8(ascii: "_") { p += 1 }
        if b[p] == UInt8(ascii: ".") && isHexDigit(p + 1) {
            let dot = p
            var q = p + 2
            while isHexDigit(q) || b[q] == UInt8(ascii: "_") { q += 1 }
            let exponent = exponentEnd(q, marker: UInt8(ascii: "p"))
            if exponent > q { return exponent }
            // `0xff.description` is a member access; `0x1.8` without exponent is an error the
            // compiler reports, kept as one token.
            return isDigit(dot + 1) ? q : dot
        }
        return exponentEnd(p, marker: UInt8(ascii: "p"))
    }

    /// End of an exponent `[marker][+-]?[0-9]...` at `p`, or `p` when there is none.
    private func exponentEnd(_ p: Int, marker: UInt8) -> Int {
        guard b[p] | 0x20 == marker else { return p }
        var q = p + 1
        if b[q] == UInt8(ascii: "+") || b[q] == UInt8(ascii: "-") { q += 1 }
        guard isDigit(q) else { return p }
        while isDigit(q) || b[q] == UInt8(ascii: "_") { q += 1 }
        return q
    }

    /// Whether the token just before `start` is a `.` punctuation token.
    private func followsPeriod(_ start: Int) -> Bool {
        guard start > 0, b[start - 1] == UInt8(ascii: "."), let last = tokens.last else { return false }
        return last.kind == .punctuation && last.length == 1
    }
}
