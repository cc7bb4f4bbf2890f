import SwiftLexer

/// A lexed file: its bytes, its tokens, and cheap navigation over the meaningful ones.
public struct SyntaxFile: Sendable {
    /// The path the file was read from, as given.
    public let path: String
    /// The file's bytes and line table.
    public let source: SourceText
    /// Every token of the file, trivia included.
    public let tokens: [Token]
    /// What the lexer could not make sense of.
    public let diagnostics: [LexDiagnostic]

    /// Lexes `source`.
    public init(path: String, source: SourceText) {
        self.path = path
        self.source = source
        (tokens, diagnostics) = Lexer.tokenize(source)
    }

    /// Lexes `text`; for tests and rule examples.
    public init(path: String = "<memory>", text: String) {
        self.init(path: path, source: SourceText(text))
    }

    /// Number of tokens.
    @inlinable public var count: Int { tokens.count }

    /// The index of the first non-trivia token after `index`, or nil at the end.
    public func next(after index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            if !tokens[i].kind.isTrivia { return i }
            i += 1
        }
        return nil
    }

    /// The index of the first non-trivia token at or after `index`.
    public func significant(atOrAfter index: Int) -> Int? {
        index < tokens.count && index >= 0 && !tokens[index].kind.isTrivia ? index : next(after: index)
    }

    /// The index of the last non-trivia token before `index`, or nil at the start.
    public func previous(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if !tokens[i].kind.isTrivia { return i }
            i -= 1
        }
        return nil
    }

    /// The text of the token at `index`.
    public func text(_ index: Int) -> String {
        source.text(of: tokens[index])
    }

    /// Whether the token at `index` has exactly the bytes of `literal`.
    @inlinable public func token(_ index: Int, is literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && source.token(tokens[index], is: literal)
    }

    /// Whether the token at `index` is punctuation with the bytes of `literal`.
    public func punctuation(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
            && source.token(tokens[index], is: literal)
    }

    /// Whether the token at `index` is a keyword with the bytes of `literal`.
    public func keyword(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .keyword
            && source.token(tokens[index], is: literal)
    }

    /// Whether the token at `index` is an identifier with the bytes of `literal`.
    public func identifier(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
            && source.token(tokens[index], is: literal)
    }

    /// The value of the decimal number literal at `index` (`24`, `0.5`, `1_000`); nil for any other
    /// token, and for a literal `Double` does not read (`0x1F`).
    public func numberValue(_ index: Int) -> Double? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .number else { return nil }
        return Double(String(text(index).filter { $0 != "_" }))
    }

    /// Whether a line ending lies between tokens `a` and `b` (exclusive).
    public func newlineBetween(_ a: Int, _ b: Int) -> Bool {
        var i = a + 1
        while i < b {
            if tokens[i].kind == .newline { return true }
            if tokens[i].kind == .comment, source.text(of: tokens[i]).contains(where: \.isNewline) { return true }
            i += 1
        }
        return false
    }

    /// 1-based line and column of the token at `index`.
    public func location(_ index: Int) -> (line: Int, column: Int) {
        source.location(of: index < tokens.count ? tokens[index].offset : source.bytes.count)
    }

    /// The source text from token `first` through token `last`, trivia included.
    public func text(from first: Int, through last: Int) -> String {
        guard first <= last else { return "" }
        return source.text(in: tokens[first].offset..<tokens[last].end)
    }

    /// The significant tokens from `first` through `last` joined by single spaces where the
    /// source had trivia: a compact, comment-free rendering for messages and type names.
    public func compactText(from first: Int, through last: Int) -> String {
        var result = ""
        var i = first
        var pendingSpace = false
        while i <= last && i < tokens.count {
            if tokens[i].kind.isTrivia {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result += " " }
                result += source.text(of: tokens[i])
                pendingSpace = false
            }
            i += 1
        }
        return result
    }
}
