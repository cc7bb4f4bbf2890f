// Comments: `//` to the end of the line (without the line break), `/* */` nested, and the
// `#!` first line. Each is one `.comment` token unless it holds NUL or invalid UTF-8 bytes.

extension Scanner {
    /// A `//` comment (or `#!` line) from `pos` up to, not including, the line break.
    mutating func lexLineComment() {
        let start = pos
        var p = start + 2
        var check = false
        while true {
            while cls[Int(b[p])] & ByteClass.lineCommentPlain != 0 { p += 1 }
            let c = b[p]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            if c == 0 && p >= count { break }
            // NUL or non-ASCII: validated when the token is emitted.
            check = true
            p += 1
        }
        if p > count { p = count }
        pos = p
        emitText(.comment, start, p, check: check)
    }

    /// A `/* */` comment, nested to any depth. Unterminated, its `/*` becomes an error token
    /// and the rest of the file stays a comment.
    mutating func lexBlockComment() {
        let start = pos
        var p = start + 2
        var depth = 1
        var check = false
        while true {
            while cls[Int(b[p])] & ByteClass.blockCommentPlain != 0 { p += 1 }
            let c = b[p]
            if c == UInt8(ascii: "*") {
                if b[p + 1] == UInt8(ascii: "/") {
                    p += 2
                    depth -= 1
                    if depth == 0 { break }
                } else {
                    p += 1
                }
            } else if c == UInt8(ascii: "/") {
                if b[p + 1] == UInt8(ascii: "*") {
                    p += 2
                    depth += 1
                } else {
                    p += 1
                }
            } else if c == 0 && p >= count {
                break
            } else {
                check = true
                p += 1
            }
        }
        if depth > 0 {
            p = count
            emit(.error, start, start + 2)
            diagnose(start, "unterminated block comment")
            emitText(.comment, start + 2, p, check: check)
        } else {
            emitText(.comment, start, p, check: check)
        }
        pos = p
    }
}
