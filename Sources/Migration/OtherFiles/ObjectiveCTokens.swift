/// One token of Objective-C code as `ObjectiveCTokens` sees it: comments, string and character
/// literals, and `#if 0` blocks are never tokens, so nothing inside them is ever found.
struct ObjectiveCToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// A name: letters, digits, `_` and `$`, not starting with a digit.
        case identifier
        /// A number, including its suffix and C++14 digit separators.
        case number
        /// One byte of punctuation: `[`, `]`, `.`, `=`, …
        case punctuation
    }

    /// What the token is.
    var kind: Kind
    /// The byte offset of its first byte.
    var start: Int
    /// The byte offset just past it.
    var end: Int

    /// The token as written in `bytes`.
    func text(in bytes: [UInt8]) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Splits Objective-C (and C, C++) bytes into the tokens of code, skipping whitespace,
/// `//` and `/* */` comments, `"…"`, `@"…"`, `'…'` and C++ raw-string literals, and the dead part
/// of `#if 0` blocks. Never fails: an unterminated comment or literal ends at the end of the file
/// (a literal at the end of its line). Any bytes are accepted, valid UTF-8 or not.
struct ObjectiveCTokens {
    private let bytes: [UInt8]
    private var index = 0
    /// Whether only whitespace came before `index` on its line (where a `#` starts a directive).
    private var atLineStart = true
    /// The byte ranges of the comments passed so far.
    private var comments: [Range<Int>] = []
    /// The byte ranges of the string and character literals passed so far, quotes included.
    private var literals: [Range<Int>] = []

    /// The code tokens of `bytes`, in order.
    static func tokens(_ bytes: [UInt8]) -> [ObjectiveCToken] {
        scan(bytes).tokens
    }

    /// The code tokens of `bytes` and the byte ranges of its comments and of its string and character
    /// literals, each in order.
    static func scan(_ bytes: [UInt8]) -> (tokens: [ObjectiveCToken], comments: [Range<Int>], literals: [Range<Int>]) {
        var lexer = ObjectiveCTokens(bytes: bytes)
        var tokens: [ObjectiveCToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return (tokens, lexer.comments, lexer.literals)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of the expression holding the name at token `index`: the message brackets that open
    /// right before it (`[[UIScreen mainScreen] bounds]`) to the one that closes the outermost, then
    /// the members read after it (`.size.width`), not before token `floor`.
    static func expression(at index: Int, in tokens: [ObjectiveCToken], bytes: [UInt8], floor: Int = 0) -> ClosedRange<Int> {
        func text(_ position: Int) -> String? { tokens.indices.contains(position) ? tokens[position].text(in: bytes) : nil }
        var first = index
        while first > floor, text(first - 1) == "[" { first -= 1 }
        var depth = index - first
        var last = index
        while depth > 0, let word = text(last + 1) {
            last += 1
            if word == "[" { depth += 1 } else if word == "]" { depth -= 1 }
        }
        while text(last + 1) == ".", tokens.indices.contains(last + 2), tokens[last + 2].kind == .identifier { last += 2 }
        return first...last
    }

    /// The offset of the first byte that is not a space or a tab on the line holding `offset`.
    static func lineStart(holding offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset
        while start > 0, buffer[start - 1] != 0x0A, buffer[start - 1] != 0x0D { start -= 1 }
        while start < offset, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
        return start
    }

    /// Whether the line holding `offset` begins, after blanks, with `prefix`.
    static func line(holding offset: Int, in buffer: UnsafeBufferPointer<UInt8>, startsWith prefix: String) -> Bool {
        let start = lineStart(holding: offset, in: buffer)
        return buffer[start...].starts(with: prefix.utf8)
    }

    private func byte(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func next() -> ObjectiveCToken? {
        while index < bytes.count {
            let start = index
            let current = bytes[index]
            switch current {
            case 0x0A, 0x0D: index += 1; atLineStart = true; continue
            case 0x20, 0x09, 0x0B, 0x0C: index += 1; continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                skipLineComment()
                comments.append(start..<index)
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                comments.append(start..<index)
                continue
            case UInt8(ascii: "#") where atLineStart:
                atLineStart = false
                skipDeadBlockIfZero()
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipQuoted(from: index)
                literals.append(start..<index)
                continue
            case UInt8(ascii: "@") where byte(index + 1) == UInt8(ascii: "\""):
                skipQuoted(from: index + 1)
                literals.append(start..<index)
                continue
            default: break
            }
            atLineStart = false
            if Self.isIdentifierStart(current) {
                while let next = byte(index), Self.isIdentifierByte(next) { index += 1 }
                if byte(index) == UInt8(ascii: "\""), Self.rawPrefixes.contains(Array(bytes[start..<index])) {
                    skipRawString()
                    literals.append(start..<index)
                    continue
                }
                return ObjectiveCToken(kind: .identifier, start: start, end: index)
            }
            if Self.isDigit(current) {
                // `1.5e-3f`, `0x1Fu`, `1'000`: a dot or quote inside a number is part of it.
                while let next = byte(index), Self.isIdentifierByte(next) || next == UInt8(ascii: ".")
                        || (next == UInt8(ascii: "'") && byte(index + 1).map(Self.isIdentifierByte) == true) {
                    index += 1
                }
                return ObjectiveCToken(kind: .number, start: start, end: index)
            }
            index += 1
            return ObjectiveCToken(kind: .punctuation, start: start, end: index)
        }
        return nil
    }

    /// Skips a `//` comment up to its line end; a backslash before the line end continues it.
    private mutating func skipLineComment() {
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x0A || current == 0x0D {
                let escaped = index > 0 && bytes[index - 1] == UInt8(ascii: "\\")
                if !escaped { return }
                if current == 0x0D, byte(index + 1) == 0x0A { index += 1 }
            }
            index += 1
        }
    }

    /// Skips a `/* */` comment (they do not nest), or the rest of the file when it is unterminated.
    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") { index += 2; return }
            index += 1
        }
    }

    /// Skips a literal opened by the quote at `open`, honouring backslash escapes; it ends at the
    /// closing quote or, unterminated, before the line end.
    private mutating func skipQuoted(from open: Int) {
        let quote = bytes[open]
        index = open + 1
        while index < bytes.count {
            let current = bytes[index]
            if current == quote { index += 1; return }
            if current == 0x0A || current == 0x0D { return }
            index += current == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index, bytes.count)
    }

    /// Skips a C++11 raw string `R"delim( … )delim"`, with `index` at its opening quote.
    private mutating func skipRawString() {
        let quote = index
        guard let open = bytes[quote...].prefix(18).firstIndex(of: UInt8(ascii: "(")) else {
            skipQuoted(from: quote)
            return
        }
        let closing = [UInt8(ascii: ")")] + bytes[(quote + 1)..<open] + [UInt8(ascii: "\"")]
        index = open + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ")"), bytes[index...].starts(with: closing) {
                index += closing.count
                return
            }
            index += 1
        }
    }

    /// After a `#` at a line's start: skips a `#if 0` group up to its `#else`, `#elif` or
    /// `#endif` (nested conditionals counted); any other directive is left to be tokenized.
    private mutating func skipDeadBlockIfZero() {
        let directive = Self.directive(in: bytes, at: index)
        index += 1
        guard directive.name == "if", directive.argument == "0" else { return }
        var depth = 0
        var line = endOfLine(from: index)
        while line < bytes.count {
            let (name, _) = Self.directive(in: bytes, at: line)
            switch name {
            case "if", "ifdef", "ifndef": depth += 1
            case "endif" where depth > 0: depth -= 1
            case "endif", "else", "elif", "elifdef", "elifndef":
                if depth == 0 { index = endOfLine(from: line); atLineStart = true; return }
            default: break
            }
            line = endOfLine(from: line)
        }
        index = bytes.count
    }

    /// The offset just past the line break that ends the line holding `offset`.
    private func endOfLine(from offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        if position < bytes.count, bytes[position] == 0x0D, byte(position + 1) == 0x0A { position += 1 }
        return min(position + 1, bytes.count)
    }

    /// The directive name and first argument word of a line starting at `offset` (leading blanks
    /// allowed), or empty strings when the line is not a directive.
    static func directive(in bytes: [UInt8], at offset: Int) -> (name: String, argument: String) {
        var position = offset
        func blanks() { while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 } }
        func word() -> String {
            let start = position
            while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        blanks()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "#") else { return ("", "") }
        position += 1
        blanks()
        let name = word()
        blanks()
        return (name, word())
    }

    /// The encoding prefixes that make `"` open a C++ raw string.
    private static let rawPrefixes: Set<[UInt8]> = Set(["R", "LR", "uR", "UR", "u8R"].map { Array($0.utf8) })

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
