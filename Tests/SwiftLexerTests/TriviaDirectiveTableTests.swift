import Testing
@testable import SwiftLexer

/// Comments, trivia, directives, attributes and broken input.
let triviaAndDirectiveCases: [LexCase] = [
    LexCase("nested block comment", "/* /* */ */", [cm("/* /* */ */")]),
    LexCase("doc block comment", "/** doc */ x", [cm("/** doc */"), id("x")]),
    LexCase("doc line comment", "/// doc\nx", [cm("/// doc"), id("x")]),
    LexCase("line comment leaves its line break", "// a\nb", [cm("// a"), nl("\n"), id("b")], all: true),
    LexCase("empty block comment between words", "a/**/b", [id("a"), cm("/**/"), id("b")]),
    LexCase("block comment spanning lines", "/* a\n b */x", [cm("/* a\n b */"), id("x")], all: true),
    LexCase("unterminated block comment", "x /* a /* b */", [id("x"), ws(" "), err("/*"), cm(" a /* b */")],
            all: true, diagnostics: ["unterminated block comment"]),
    LexCase("shebang line", "#!/usr/bin/swift\nprint(1)",
            [cm("#!/usr/bin/swift"), id("print"), p("("), num("1"), p(")")]),
    LexCase("byte order mark", "\u{FEFF}let x", [ws("\u{FEFF}"), kw("let"), ws(" "), id("x")], all: true),
    LexCase("byte order mark between tokens", "a \u{FEFF}b", [id("a"), ws(" "), ws("\u{FEFF}"), id("b")], all: true),
    LexCase("line endings", "a\r\nb\rc\n", [id("a"), nl("\r\n"), id("b"), nl("\r"), id("c"), nl("\n")], all: true),
    LexCase("blank lines are one newline token each", "a\n\n", [id("a"), nl("\n"), nl("\n")], all: true),
    LexCase("spaces and tabs are one token", "a \t b", [id("a"), ws(" \t "), id("b")], all: true),
    LexCase("non-breaking space is whitespace", "a\u{00A0}b", [id("a"), ws("\u{00A0}"), id("b")], all: true),
    LexCase("NUL byte", "a\u{0}b", [id("a"), err("\u{0}"), id("b")], diagnostics: ["NUL character in source file"]),
    LexCase("NUL in a string", "\"a\u{0}b\"", [sd("\""), str("a"), err("\u{0}"), str("b"), sd("\"")],
            diagnostics: ["NUL character in source file"]),
    LexCase("curly quotes are errors", "“hi”", [err("“"), id("hi"), err("”")],
            diagnostics: ["invalid character in source file", "invalid character in source file"]),
    LexCase("lone backtick", "`abc", [err("`"), id("abc")], diagnostics: ["unterminated escaped identifier"]),
    LexCase("if directive", "#if DEBUG\nfoo()\n#elseif os(iOS)\nbar()\n#else\n#endif",
            [dir("#if"), id("DEBUG"), id("foo"), p("("), p(")"), dir("#elseif"), id("os"), p("("), id("iOS"),
             p(")"), id("bar"), p("("), p(")"), dir("#else"), dir("#endif")]),
    LexCase("if directive inside a type body", "struct A {\n  #if os(iOS)\n  var x = 1\n  #endif\n}",
            [kw("struct"), id("A"), p("{"), dir("#if"), id("os"), p("("), id("iOS"), p(")"), kw("var"), id("x"),
             p("="), num("1"), dir("#endif"), p("}")]),
    LexCase("availability check", "if #available(iOS 15, *) {}",
            [kw("if"), dir("#available"), p("("), id("iOS"), num("15"), p(","), op("*"), p(")"), p("{"), p("}")]),
    LexCase("selector", "#selector(tap(_:))",
            [dir("#selector"), p("("), id("tap"), p("("), kw("_"), p(":"), p(")"), p(")")]),
    LexCase("preview macro", "#Preview { Text(\"a\") }",
            [dir("#Preview"), p("{"), id("Text"), p("("), sd("\""), str("a"), sd("\""), p(")"), p("}")]),
    LexCase("warning directive", "#warning(\"fix\")", [dir("#warning"), p("("), sd("\""), str("fix"), sd("\""), p(")")]),
    LexCase("lone pound", "# x", [p("#"), id("x")]),
    LexCase("macro with a backticked name", "#`stringify`(x)", [dir("#`stringify`"), p("("), id("x"), p(")")]),
    LexCase("attribute with a backticked name", "@`MainActor` func f()",
            [attr("@`MainActor`"), kw("func"), id("f"), p("("), p(")")]),
    LexCase("attribute", "@MainActor final class A",
            [attr("@MainActor"), id("final"), kw("class"), id("A")]),
    LexCase("attribute with arguments", "@available(iOS 13, *)",
            [attr("@available"), p("("), id("iOS"), num("13"), p(","), op("*"), p(")")]),
    LexCase("objc attribute with selector", "@objc(foo:)", [attr("@objc"), p("("), id("foo"), p(":"), p(")")]),
    LexCase("environment key path", #"@Environment(\.displayScale) var scale"#,
            [attr("@Environment"), p("("), p(#"\"#), p("."), id("displayScale"), p(")"), kw("var"), id("scale")]),
    LexCase("escaping closure type", "@escaping () -> Void",
            [attr("@escaping"), p("("), p(")"), p("->"), id("Void")]),
    LexCase("bare at sign", "@ x", [p("@"), id("x")]),
]

@Test(arguments: triviaAndDirectiveCases)
func triviaAndDirectives(_ row: LexCase) {
    check(row)
}

/// Invalid UTF-8 cannot be written in a Swift string literal, so these cases use bytes.
@Test func invalidUTF8BecomesErrorTokens() {
    let cases: [([UInt8], [TokenKind])] = [
        ([0x61, 0xFF, 0x62], [.identifier, .error, .identifier]),
        ([0x22, 0x61, 0xC3, 0x22], [.stringDelimiter, .string, .error, .stringDelimiter]),
        ([0x2F, 0x2F, 0x20, 0xE2, 0x82], [.comment, .error]),
        ([0x80, 0x80, 0x80], [.error]),
        ([0xED, 0xA0, 0x80], [.error]),  // a UTF-16 surrogate encoded in UTF-8
        ([0xC3, 0xA9], [.identifier]),   // é: valid
    ]
    for (bytes, kinds) in cases {
        let source = SourceText(bytes: bytes)
        let (tokens, diagnostics) = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == kinds, "bytes \(bytes)")
        #expect(coverageProblem(tokens, byteCount: bytes.count) == nil)
        #expect(diagnostics.count == kinds.filter { $0 == .error }.count)
    }
}
