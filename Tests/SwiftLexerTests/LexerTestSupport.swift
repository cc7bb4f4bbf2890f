import Testing
@testable import SwiftLexer

/// A token as the tests compare it: kind and text.
struct Lexeme: Equatable, Sendable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    var description: String { "\(kind.name) \(text.debugDescription)" }
}

// Short constructors so the tables read like token streams.
func id(_ text: String) -> Lexeme { Lexeme(kind: .identifier, text: text) }
func kw(_ text: String) -> Lexeme { Lexeme(kind: .keyword, text: text) }
func num(_ text: String) -> Lexeme { Lexeme(kind: .number, text: text) }
func str(_ text: String) -> Lexeme { Lexeme(kind: .string, text: text) }
func sd(_ text: String) -> Lexeme { Lexeme(kind: .stringDelimiter, text: text) }
func cm(_ text: String) -> Lexeme { Lexeme(kind: .comment, text: text) }
func ws(_ text: String) -> Lexeme { Lexeme(kind: .whitespace, text: text) }
func nl(_ text: String) -> Lexeme { Lexeme(kind: .newline, text: text) }
func op(_ text: String) -> Lexeme { Lexeme(kind: .operator, text: text) }
func p(_ text: String) -> Lexeme { Lexeme(kind: .punctuation, text: text) }
func dir(_ text: String) -> Lexeme { Lexeme(kind: .directive, text: text) }
func attr(_ text: String) -> Lexeme { Lexeme(kind: .attribute, text: text) }
func re(_ text: String) -> Lexeme { Lexeme(kind: .regex, text: text) }
func err(_ text: String) -> Lexeme { Lexeme(kind: .error, text: text) }

/// One table row: source, the expected tokens, and whether trivia is compared too.
struct LexCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var expected: [Lexeme]
    /// Compare every token; otherwise whitespace and newline tokens are left out (comments stay).
    var allTokens = false
    /// Messages the diagnostics must contain, in order.
    var diagnostics: [String] = []

    var testDescription: String { name }

    init(_ name: String, _ source: String, _ expected: [Lexeme], all: Bool = false, diagnostics: [String] = []) {
        self.name = name
        self.source = source
        self.expected = expected
        self.allTokens = all
        self.diagnostics = diagnostics
    }
}

/// Lexes `source` and returns its tokens as lexemes, without whitespace and newlines unless
/// `all` is set.
func lexemes(_ source: SourceText, all: Bool) -> [Lexeme] {
    Lexer.tokenize(source).tokens
        .filter { all || ($0.kind != .whitespace && $0.kind != .newline) }
        .map { Lexeme(kind: $0.kind, text: source.text(of: $0)) }
}

/// Checks one table row: tokens, diagnostics, and that the tokens cover the source exactly.
func check(_ row: LexCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let source = SourceText(row.source)
    #expect(lexemes(source, all: row.allTokens) == row.expected, sourceLocation: sourceLocation)
    let result = Lexer.tokenize(source)
    #expect(result.diagnostics.map(\.message) == row.diagnostics, sourceLocation: sourceLocation)
    #expect(coverageProblem(result.tokens, byteCount: source.bytes.count) == nil, sourceLocation: sourceLocation)
}

/// Why `tokens` do not cover `0..<byteCount` in order without gaps or empty tokens, or nil.
func coverageProblem(_ tokens: [Token], byteCount: Int) -> String? {
    var offset = 0
    for (index, token) in tokens.enumerated() {
        if token.length <= 0 { return "token \(index) is empty" }
        if token.offset != offset { return "token \(index) starts at \(token.offset), expected \(offset)" }
        offset = token.end
    }
    return offset == byteCount ? nil : "tokens end at \(offset) of \(byteCount) bytes"
}
