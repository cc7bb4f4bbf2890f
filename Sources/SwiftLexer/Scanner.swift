// The lexer's working state: a padded copy of the bytes, the position, the tokens so far, and
// an explicit stack of modes (string literal, interpolation) instead of recursion or flags.

/// A mode pushed on the scanner's stack while inside a string literal or an interpolation.
struct Frame {
    /// What the frame stands for.
    enum Kind: UInt8 {
        /// Inside a string literal's text.
        case string
        /// Inside `\( … )`: code, until the `)` that balances the interpolation's `(`.
        case interpolation
    }

    var kind: Kind
    /// Number of `#` around a raw string (0 for a plain string).
    var hashes: Int
    /// Whether the string is a `"""` literal (for an interpolation: whether its string is).
    var multiline: Bool
    /// Unbalanced `(` seen inside an interpolation.
    var parenDepth: Int
    /// Index of the opening delimiter token, turned into an error if the frame never closes.
    var openToken: Int
}

/// The lexer's state for one run over one file.
struct Scanner {
    /// The file's bytes followed by `padding` zero bytes, so look-ahead never needs a bounds check.
    let b: UnsafePointer<UInt8>
    /// Number of real bytes.
    let count: Int
    /// `CharacterClass.table`.
    let cls: UnsafePointer<UInt8>
    let keywords: KeywordTable
    var pos = 0
    var tokens: [Token] = []
    var diagnostics: [LexDiagnostic] = []
    var stack: [Frame] = []
    /// Kind of the top frame, cached because the code path asks on every `(`, `)` and newline.
    var top: Frame.Kind?

    /// Zero bytes after the buffer: enough for a 16-byte keyword load and a 4-byte UTF-8 peek.
    static let padding = 32

    init(bytes: UnsafePointer<UInt8>, count: Int, classes: UnsafePointer<UInt8>, keywords: KeywordTable) {
        self.b = bytes
        self.count = count
        self.cls = classes
        self.keywords = keywords
        // Swift code averages four to six bytes a token; reserving avoids most regrowth.
        tokens.reserveCapacity(count / 4 + 16)
    }

    // MARK: Emitting

    /// Appends the token `start..<end` (never empty).
    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, offset: start, length: end - start))
    }

    /// Records a problem at byte `offset`.
    mutating func diagnose(_ offset: Int, _ message: String) {
        diagnostics.append(LexDiagnostic(offset: offset, message: message))
    }

    /// Emits `[start, end)` as `kind`, or, when `check` says a NUL or non-ASCII byte was seen,
    /// splits out every NUL run and invalid UTF-8 run as an `.error` token with a diagnostic.
    @inline(__always)
    mutating func emitText(_ kind: TokenKind, _ start: Int, _ end: Int, check: Bool) {
        guard start < end else { return }
        if check {
            emitValidated(kind, start, end)
        } else {
            emit(kind, start, end)
        }
    }

    private mutating func emitValidated(_ kind: TokenKind, _ start: Int, _ end: Int) {
        var segment = start
        var p = start
        while p < end {
            let c = b[p]
            if c != 0 && c < 0x80 {
                p += 1
                continue
            }
            if c >= 0x80 {
                let length = decodeUTF8(b, p).length
                if length > 0 && p + length <= end {
                    p += length
                    continue
                }
            }
            if segment < p { emit(kind, segment, p) }
            p = emitBadRun(p, limit: end)
            segment = p
        }
        if segment < end { emit(kind, segment, end) }
    }

    /// Emits the error token for the NUL run or invalid UTF-8 run at `p` and returns its end.
    @discardableResult
    mutating func emitBadRun(_ start: Int, limit: Int) -> Int {
        var p = start
        if b[p] == 0 {
            while p < limit && b[p] == 0 { p += 1 }
            emit(.error, start, p)
            diagnose(start, "NUL character in source file")
        } else {
            p += 1
            // Swallow the following stray bytes too: one error token per broken stretch.
            while p < limit && b[p] >= 0x80 {
                let length = decodeUTF8(b, p).length
                if length > 0 && p + length <= limit { break }
                p += 1
            }
            emit(.error, start, p)
            diagnose(start, "invalid UTF-8 byte sequence")
        }
        return p
    }

    // MARK: The mode stack

    mutating func push(_ frame: Frame) {
        stack.append(frame)
        top = frame.kind
    }

    mutating func pop() {
        stack.removeLast()
        top = stack.last?.kind
    }

    /// Pops the top frame because it never closed: its opening token becomes an error.
    mutating func abandonTop() {
        let frame = stack[stack.count - 1]
        let opening = tokens[frame.openToken]
        tokens[frame.openToken].kind = .error
        switch frame.kind {
        case .string: diagnose(opening.offset, "unterminated string literal")
        case .interpolation: diagnose(opening.offset, "unterminated string interpolation")
        }
        pop()
    }

    // MARK: Driving

    /// Lexes the whole buffer.
    mutating func run() {
        if count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
            emit(.whitespace, 0, 3)
            pos = 3
        }
        if b[pos] == UInt8(ascii: "#") && b[pos + 1] == UInt8(ascii: "!") {
            lexLineComment()
        }
        while pos < count {
            if top == .string {
                let before = pos
                let depth = stack.count
                lexStringText()
                // Defensive: every string step consumes bytes or leaves the string; should one
                // ever fail to, skip a byte rather than loop.
                if pos == before && stack.count >= depth {
                    emit(.error, pos, pos + 1)
                    diagnose(pos, "internal lexer error: no progress in a string literal")
                    pos += 1
                }
            } else {
                lexCode()
            }
        }
        while !stack.isEmpty { abandonTop() }
        if diagnostics.count > 1 {
            diagnostics = diagnostics.enumerated()
                .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
                .map(\.element)
        }
    }

    // MARK: Looking around

    /// The index of the last token that is not whitespace, a newline or a comment.
    func lastSignificantIndex() -> Int? {
        var index = tokens.count - 1
        while index >= 0 {
            if !tokens[index].kind.isTrivia { return index }
            index -= 1
        }
        return nil
    }

    /// Whether the bytes of `token` equal `word`.
    func tokenIs(_ token: Token, _ word: StaticString) -> Bool {
        guard token.length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            for index in 0..<token.length where b[token.offset + index] != expected[index] {
                return false
            }
            return true
        }
    }
}
