/// The lexical class of a token; every byte of a file belongs to exactly one token.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A name: plain, backticked, `$0`, `$name`, or a contextual keyword such as `override`.
    case identifier
    /// A reserved word such as `class`, `func`, `self`, `init`, `true`.
    case keyword
    /// An integer or floating-point literal in any base.
    case number
    /// Literal text inside a string literal (never its interpolated code).
    case string
    /// `"`, `"""`, `#"`, `"#`, and the `\(` / `)` that open and close an interpolation.
    case stringDelimiter
    /// `//`, `///`, `/* */` (nested) comments and a `#!` first line.
    case comment
    /// Spaces, tabs, and a UTF-8 byte order mark.
    case whitespace
    /// One line ending: LF, CRLF, or a lone CR.
    case newline
    /// An operator such as `+`, `?`, `!`, `..<`, or a custom one.
    case `operator`
    /// `( ) [ ] { } , : ; . = -> \ @ &` and similar structural characters.
    case punctuation
    /// `#if`, `#else`, `#elseif`, `#endif`, `#available`, `#Preview`, and other `#` words.
    case directive
    /// `@` and the attribute name, e.g. `@MainActor`.
    case attribute
    /// A regex literal, `/…/` or `#/…/#`.
    case regex
    /// Bytes the lexer could not make sense of; see the lexer's diagnostics.
    case error

    /// The kind's name as `screenmod tokens` prints it, e.g. `string-delimiter`.
    public var name: String {
        switch self {
        case .stringDelimiter: return "string-delimiter"
        case .operator: return "operator"
        default: return "\(self)"
        }
    }

    /// Whitespace, newlines and comments: the bytes between meaningful tokens.
    @inlinable public var isTrivia: Bool {
        self == .whitespace || self == .newline || self == .comment
    }
}

/// A token: a kind and a byte range into the file's shared UTF-8 buffer. It holds no text.
///
/// Offsets and lengths are stored in 32 bits, so a token takes 12 bytes instead of 24: a model
/// holds one per token of every file it reads, and half the memory is half the page faults.
/// `Lexer.maximumFileSize` keeps every offset in range.
public struct Token: Equatable, Hashable, Sendable {
    /// The token's lexical class.
    public var kind: TokenKind
    @usableFromInline var storedOffset: UInt32
    @usableFromInline var storedLength: UInt32

    /// Byte offset of the token's first byte in the file.
    @inlinable public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(newValue) }
    }

    /// Length of the token in UTF-8 bytes (never zero).
    @inlinable public var length: Int {
        get { Int(storedLength) }
        set { storedLength = UInt32(newValue) }
    }

    /// Creates a token covering `length` bytes from `offset`; both must be below 2^32.
    @inlinable public init(kind: TokenKind, offset: Int, length: Int) {
        self.kind = kind
        storedOffset = UInt32(truncatingIfNeeded: offset)
        storedLength = UInt32(truncatingIfNeeded: length)
    }

    /// Byte offset one past the token's last byte.
    @inlinable public var end: Int { offset + length }
    /// The token's byte range.
    @inlinable public var range: Range<Int> { offset..<(offset + length) }
}

/// A problem the lexer found, at a byte offset; lexing continues after it.
public struct LexDiagnostic: Equatable, Sendable {
    /// Byte offset where the problem starts.
    public var offset: Int
    /// What is wrong, e.g. "unterminated string literal".
    public var message: String

    /// Creates a diagnostic at `offset`.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
