/// Turns a file's bytes into tokens that cover every byte, in order, with no empty token.
///
/// Choices worth knowing (they follow swift-syntax unless said otherwise):
/// - `.keyword` is reserved words only: `Any as associatedtype break case catch class continue
///   default defer deinit do else enum extension fallthrough false fileprivate for func guard
///   if import in init inout internal is let nil operator precedencegroup private protocol
///   public repeat rethrows return self Self static struct subscript super switch throw throws
///   true try typealias var where while` and `_`. Contextual keywords (`open`, `override`,
///   `get`, `async`, `await`, `some`, …) are `.identifier`; see `isContextualKeyword`.
/// - `.punctuation`: `( ) [ ] { } , ; : :: \`, a standalone `=` `.` `->`, a prefix `&`
///   (inout), a bare `@` or `#`. Every other run of operator characters is `.operator`; a
///   `?` or `!` right after an operand is its own postfix token (`x?.y!`, `x!=y` is `x! = y`).
/// - A string is its opening delimiter, text segments (`.string`, spanning lines in a `"""`
///   string), each interpolation as `\(` (`.stringDelimiter`), code tokens, `)`
///   (`.stringDelimiter`), and the closing delimiter. Escapes are part of the text.
/// - Regex literals (`/…/` where Swift 6 would lex one, `#/…/#`) are one `.regex` token.
/// - Each LF, CRLF or lone CR in code is one `.newline` token; line breaks inside a block
///   comment, a multi-line string's text or a multi-line regex belong to that token.
/// - `<#placeholder#>` is one `.identifier` (with a diagnostic), as in swift-syntax.
/// - Unterminated strings, interpolations, block comments, `#/` regexes and escaped
///   identifiers turn their opening delimiter into `.error`, with a diagnostic.
public enum Lexer {
    /// The largest file the lexer takes: token offsets are stored in 32 bits. Callers refuse
    /// larger files before lexing (screenmod reports them as `file-too-large`).
    public static let maximumFileSize = Int(UInt32.max)

    /// Lexes `source` into tokens that cover every byte, plus diagnostics.
    public static func tokenize(_ source: SourceText) -> (tokens: [Token], diagnostics: [LexDiagnostic]) {
        let bytes = source.bytes
        let count = bytes.count
        guard count > 0 else { return ([], []) }
        precondition(count <= maximumFileSize, "a file over Lexer.maximumFileSize bytes reached the lexer")
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: count + Scanner.padding)
        defer { padded.deallocate() }
        bytes.withUnsafeBufferPointer { padded.initialize(from: $0.baseAddress!, count: count) }
        (padded + count).initialize(repeating: 0, count: Scanner.padding)
        return CharacterClass.table.withUnsafeBufferPointer { classes in
            var scanner = Scanner(bytes: padded, count: count, classes: classes.baseAddress!,
                                  keywords: KeywordTable.shared)
            scanner.run()
            return (scanner.tokens, scanner.diagnostics)
        }
    }

    /// Whether `token` is an operator used as prefix, postfix or infix, by Swift's whitespace rule.
    ///
    /// Bound on both sides or on neither is infix; only on the left, postfix; only on the
    /// right, prefix. Whitespace, `( [ { , ; :` before and `) ] } , ; :` after, and comments,
    /// count as unbound; a `.` after is unbound when the left side is bound (`x!.y`).
    public static func fixity(of token: Token, in source: SourceText) -> OperatorFixity {
        guard token.offset >= 0, token.length > 0, token.end <= source.bytes.count else { return .infix }
        return source.bytes.withUnsafeBufferPointer { buffer in
            computeFixity(buffer.baseAddress!, token, count: buffer.count)
        }
    }

    /// Whether `token` is an identifier that is a contextual keyword, such as `override`,
    /// `lazy`, `weak`, `get`, `willSet`, `mutating`, `async`, `await`, `some` or `any`.
    public static func isContextualKeyword(_ token: Token, in source: SourceText) -> Bool {
        guard token.kind == .identifier, token.length <= 16, token.offset >= 0,
              token.end <= source.bytes.count else { return false }
        return source.bytes.withUnsafeBufferPointer { buffer in
            let word = PackedWord(buffer.baseAddress! + token.offset, count: token.length)
            return KeywordTable.shared.classify(word) == .contextual
        }
    }

    /// The contextual keywords `isContextualKeyword` knows, for documentation and tools.
    public static let contextualKeywords: [String] = contextualKeywordWords.map { $0.description }

    /// The reserved words the lexer classifies as `.keyword`.
    public static let keywords: [String] = reservedKeywords.map { $0.description }
}

/// How an operator token is used, by the whitespace around it.
public enum OperatorFixity: Sendable, Equatable {
    /// Bound only to the operand on its right, e.g. `-x`, `!flag`.
    case prefix
    /// Bound only to the operand on its left, e.g. `x!`, `x?`, `x...`.
    case postfix
    /// Bound to both or neither, e.g. `a + b`, `a+b`, the ternary `?`.
    case infix
}
