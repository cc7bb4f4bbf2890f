// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, escapes, and
// interpolations `\(…)` / `\#(…)` whose code is lexed as code (a frame on the mode stack).

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let pound = UInt8(ascii: "#")

extension Scanner {
    /// Emits the opening delimiter at `pos` (`hashes` times `#`, then `"` or `"""`) and enters
    /// string mode.
    mutating func openString(hashes: Int) {
        let start = pos
        let quoteAt = start + hashes
        var multiline = b[quoteAt + 1] == quote && b[quoteAt + 2] == quote
        if multiline && hashes > 0 && closesOnSameLine(quoteAt + 1, hashes: hashes) {
            // `#"""#` and `#""" "#` are single-line raw strings that contain quotes.
            multiline = false
        }
        pos = quoteAt + (multiline ? 3 : 1)
        push(Frame(kind: .string, hashes: hashes, multiline: multiline, parenDepth: 0,
                   openToken: tokens.count))
        emit(.stringDelimiter, start, pos)
    }

    /// Whether a `"` followed by `hashes` `#` occurs from `p` before the end of the line.
    private func closesOnSameLine(_ from: Int, hashes: Int) -> Bool {
        var p = from
        while p < count {
            let c = b[p]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return false }
            if c == quote && hashesFollow(p + 1, hashes) { return true }
            p += 1
        }
        return false
    }

    /// Whether `hashes` `#` bytes start at `p`.
    @inline(__always)
    func hashesFollow(_ p: Int, _ hashes: Int) -> Bool {
        var index = 0
        while index < hashes {
            if b[p + index] != pound { return false }
            index += 1
        }
        return true
    }

    /// Lexes string text from `pos` up to the next interpolation, the closing delimiter, the
    /// end of a single-line string's line, or the end of the file.
    mutating func lexStringText() {
        let frame = stack[stack.count - 1]
        let hashes = frame.hashes
        let start = pos
        var p = start
        var check = false
        while true {
            while cls[Int(b[p])] & ByteClass.stringPlain != 0 { p += 1 }
            let c = b[p]
            if c == backslash {
                guard hashesFollow(p + 1, hashes) else {
                    p += 1
                    continue
                }
                let after = p + 1 + hashes
                if b[after] == UInt8(ascii: "(") {
                    emitText(.string, start, p, check: check)
                    openInterpolation(at: p, end: after + 1, multiline: frame.multiline)
                    return
                }
                p = after
                // The escaped character (`\"`, `\\`, `\n`, …) cannot end the string.
                let escaped = b[p]
                if escaped >= 0x20 && escaped < 0x7F { p += 1 }
            } else if c == quote {
                let closeEnd = closingDelimiterEnd(p, frame)
                guard closeEnd > p else {
                    p += 1
                    continue
                }
                emitText(.string, start, p, check: check)
                emit(.stringDelimiter, p, closeEnd)
                pos = closeEnd
                pop()
                return
            } else if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                if frame.multiline {
                    p += 1
                    continue
                }
                // A single-line string ends with its line: unterminated. The line break is
                // left for code mode.
                emitText(.string, start, p, check: check)
                pos = p
                abandonTop()
                return
            } else if c == 0 && p >= count {
                emitText(.string, start, count, check: check)
                pos = count
                return
            } else {
                // NUL or non-ASCII: validated when the text is emitted.
                check = true
                p += 1
            }
        }
    }

    /// End of the closing delimiter starting with the `"` at `p`, or `p` if it is no delimiter.
    @inline(__always)
    private func closingDelimiterEnd(_ p: Int, _ frame: Frame) -> Int {
        if frame.multiline {
            guard b[p + 1] == quote && b[p + 2] == quote && hashesFollow(p + 3, frame.hashes) else {
                return p
            }
            return p + 3 + frame.hashes
        }
        return hashesFollow(p + 1, frame.hashes) ? p + 1 + frame.hashes : p
    }

    /// Emits `\(` (or `\#(`) spanning `start..<end` and enters code mode for the interpolation.
    private mutating func openInterpolation(at start: Int, end: Int, multiline: Bool) {
        push(Frame(kind: .interpolation, hashes: 0, multiline: multiline, parenDepth: 0,
                   openToken: tokens.count))
        emit(.stringDelimiter, start, end)
        pos = end
    }
}
