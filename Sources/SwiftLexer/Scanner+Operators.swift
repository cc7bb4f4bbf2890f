// Operators and the punctuation that shares their characters (`=`, `->`, `.`, prefix `&`),
// with Swift's whitespace rule for prefix/postfix/infix and for `?`/`!` after an operand.

extension Scanner {
    /// Whether the byte before `p` makes a token at `p` bound to its left operand.
    func isLeftBound(_ p: Int) -> Bool {
        leftBound(b, p)
    }

    /// Whether the byte at `end` makes a token ending there bound to its right operand.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        rightBound(b, end, count: count, leftBound: leftBound)
    }

    /// Lexes an operator (or operator-like punctuation, or a regex inside one) at `pos`.
    mutating func lexOperator() {
        let start = pos
        let first = b[start]
        // A `?` or `!` right after an operand is a postfix token on its own: `x?.y!`, `x!=y`.
        if (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) && isLeftBound(start) {
            pos = start + 1
            emit(.operator, start, pos)
            return
        }
        if first == UInt8(ascii: "<"), let end = placeholderEnd(start) {
            // `<#name#>`: an editor placeholder is one identifier, as in swift-syntax.
            pos = end
            emit(.identifier, start, end)
            diagnose(start, "editor placeholder in source file")
            return
        }
        var end = operatorRunEnd(start)
        if let slash = firstSlash(start, end), lexRegexInOperator(opStart: start, opEnd: end, slash: slash) {
            return
        }
        // A `//` or `/*` inside the run starts a comment; the operator stops before it.
        var p = start + 1
        while p + 1 < end {
            if b[p] == UInt8(ascii: "/") && (b[p + 1] == UInt8(ascii: "/") || b[p + 1] == UInt8(ascii: "*")) {
                end = p
                break
            }
            p += 1
        }
        pos = end
        emitOperator(start, end)
    }

    /// End of the run of operator characters from `start`; `.` continues only a dot operator.
    private func operatorRunEnd(_ start: Int) -> Int {
        let dotOperator = b[start] == UInt8(ascii: ".")
        var p = start
        if b[start] >= 0x80 {
            p += decodeUTF8(b, start).length
        } else {
            p += 1
        }
        while true {
            let c = b[p]
            if cls[Int(c)] & ByteClass.operatorCharacter != 0 {
                if c == UInt8(ascii: "<") && placeholderEnd(p) != nil { break }
                p += 1
            } else if c == UInt8(ascii: ".") {
                guard dotOperator else { break }
                p += 1
            } else if c >= 0x80 {
                let (scalar, length) = decodeUTF8(b, p)
                guard length > 0, CharacterClass.isOperatorContinue(scalar) else { break }
                p += length
            } else {
                break
            }
        }
        return p
    }

    /// End of the editor placeholder `<#…#>` starting at `start`, on one line, or nil.
    func placeholderEnd(_ start: Int) -> Int? {
        guard b[start + 1] == UInt8(ascii: "#") else { return nil }
        var p = start + 2
        while p < count {
            let c = b[p]
            if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "<") && b[p + 1] == UInt8(ascii: "#")) { return nil }
            if c == UInt8(ascii: "#") && b[p + 1] == UInt8(ascii: ">") { return p + 2 }
            p += 1
        }
        return nil
    }

    private func firstSlash(_ start: Int, _ end: Int) -> Int? {
        var p = start
        while p < end {
            if b[p] == UInt8(ascii: "/") { return p }
            p += 1
        }
        return nil
    }

    /// Emits `start..<end` as punctuation, operator or error, by its text and binding.
    mutating func emitOperator(_ start: Int, _ end: Int) {
        let length = end - start
        var kind = TokenKind.operator
        if length == 1 {
            switch b[start] {
            case UInt8(ascii: "="), UInt8(ascii: "."):
                kind = .punctuation
            case UInt8(ascii: "&"):
                // Prefix `&` marks an inout argument: punctuation, like swift-syntax's prefixAmpersand.
                let left = isLeftBound(start)
                if !left && isRightBound(end, leftBound: left) { kind = .punctuation }
            default:
                break
            }
        } else if length == 2 && b[start] == UInt8(ascii: "-") && b[start + 1] == UInt8(ascii: ">") {
            kind = .punctuation
        } else if containsCommentEnd(start, end) {
            emit(.error, start, end)
            diagnose(start, "unexpected end of block comment")
            return
        }
        emit(kind, start, end)
    }

    private func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var p = start
        while p + 1 < end {
            if b[p] == UInt8(ascii: "*") && b[p + 1] == UInt8(ascii: "/") { return true }
            p += 1
        }
        return false
    }
}

/// Whether the byte before `p` binds a token at `p` to its left (Swift's operator rule).
func leftBound(_ b: UnsafePointer<UInt8>, _ p: Int) -> Bool {
    guard p > 0 else { return false }
    switch b[p - 1] {
    case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
         UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
         UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
        return false
    case UInt8(ascii: "/"):
        // The end of a `/* */` comment counts as whitespace.
        return !(p >= 2 && b[p - 2] == UInt8(ascii: "*"))
    case 0xA0:
        return !(p >= 2 && b[p - 2] == 0xC2)
    default:
        return true
    }
}

/// Whether the byte at `end` binds a token ending there to its right (Swift's operator rule).
func rightBound(_ b: UnsafePointer<UInt8>, _ end: Int, count: Int, leftBound: Bool) -> Bool {
    guard end < count else { return false }
    switch b[end] {
    case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
         UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
         UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
        return false
    case UInt8(ascii: "."):
        // `x^.y` is postfix `^`, `^.y` is prefix `^`.
        return !leftBound
    case UInt8(ascii: "/"):
        // A following comment counts as whitespace.
        return !(end + 1 < count && (b[end + 1] == UInt8(ascii: "/") || b[end + 1] == UInt8(ascii: "*")))
    case 0xC2:
        return !(end + 1 < count && b[end + 1] == 0xA0)
    default:
        return true
    }
}
