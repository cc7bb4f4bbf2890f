import Testing
@testable import SwiftLexer

/// The fixity of the first operator token of `text`.
func fixityOfFirstOperator(_ text: String) -> OperatorFixity? {
    let source = SourceText(text)
    guard let token = Lexer.tokenize(source).tokens.first(where: { $0.kind == .operator }) else { return nil }
    return Lexer.fixity(of: token, in: source)
}

@Test(arguments: [
    ("a + b", OperatorFixity.infix), ("a+b", .infix), ("-x", .prefix), ("x!", .postfix),
    ("x?.y", .postfix), ("a ? b : c", .infix), ("x^.y", .postfix), ("(^.y)", .prefix),
    ("x!=y", .postfix), ("f(-1)", .prefix), ("a.../*c*/", .postfix), ("[a...]", .postfix),
])
func operatorFixity(_ text: String, _ expected: OperatorFixity) {
    #expect(fixityOfFirstOperator(text) == expected)
}

@Test func contextualKeywordsAreIdentifiersTheModelCanAskAbout() {
    let source = SourceText("override lazy weak unowned get set willSet didSet mutating final required convenience async await some any overrides")
    let words = Lexer.tokenize(source).tokens.filter { $0.kind == .identifier }
    let flags = words.map { Lexer.isContextualKeyword($0, in: source) }
    #expect(flags == Array(repeating: true, count: 16) + [false])
    #expect(Lexer.contextualKeywords.contains("willSet"))
    #expect(Lexer.keywords.contains("associatedtype"))
    #expect(!Lexer.keywords.contains("open"))
}

@Test func everyReservedWordIsAKeywordAndNothingLonger() {
    for word in Lexer.keywords {
        let source = SourceText(word + " " + word + "x")
        let kinds = Lexer.tokenize(source).tokens.map(\.kind)
        #expect(kinds == [.keyword, .whitespace, .identifier], "\(word)")
    }
}

@Test func diagnosticsLocateOnOneBasedLinesAndByteColumns() {
    let source = SourceText("let a = 1\r\nlet é = \"x\nlet b = 2")
    let (_, diagnostics) = Lexer.tokenize(source)
    #expect(diagnostics.count == 1)
    let location = source.location(of: diagnostics[0].offset)
    // `é` is two bytes, so the quote sits at byte column 10 of line 2.
    #expect(location.line == 2)
    #expect(location.column == 10)
    #expect(diagnostics[0].message == "unterminated string literal")
}

@Test func tokenKindNamesMatchTheTokensCommand() {
    #expect(TokenKind.allCases.map(\.name) == [
        "identifier", "keyword", "number", "string", "string-delimiter", "comment", "whitespace",
        "newline", "operator", "punctuation", "directive", "attribute", "regex", "error",
    ])
}
