import Testing
@testable import SwiftLexer

/// Identifiers, keywords and number literals.
let identifierAndNumberCases: [LexCase] = [
    LexCase("plain declaration", "let x = y", [kw("let"), id("x"), p("="), id("y")]),
    LexCase("backticked keyword", "let `class` = 1", [kw("let"), id("`class`"), p("="), num("1")]),
    LexCase("raw identifier with spaces", "func `adds two numbers`() {}",
            [kw("func"), id("`adds two numbers`"), p("("), p(")"), p("{"), p("}")]),
    LexCase("anonymous closure arguments", "$0 + $1", [id("$0"), op("+"), id("$1")]),
    LexCase("projected value", "$name.wrappedValue", [id("$name"), p("."), id("wrappedValue")]),
    LexCase("emoji identifier", "let 😀 = 1", [kw("let"), id("😀"), p("="), num("1")]),
    LexCase("emoji with skin tone inside an identifier", "let a👍🏽b = 2", [kw("let"), id("a👍🏽b"), p("="), num("2")]),
    LexCase("accented identifiers", "let café = naïve", [kw("let"), id("café"), p("="), id("naïve")]),
    LexCase("CJK identifier", "var 名前 = \"\"", [kw("var"), id("名前"), p("="), sd("\""), sd("\"")]),
    LexCase("contextual keywords stay identifiers", "override func viewDidLoad()",
            [id("override"), kw("func"), id("viewDidLoad"), p("("), p(")")]),
    LexCase("lazy and weak", "lazy var a = 1; weak var b: B?",
            [id("lazy"), kw("var"), id("a"), p("="), num("1"), p(";"), id("weak"), kw("var"), id("b"),
             p(":"), id("B"), op("?")]),
    LexCase("accessors", "var x: Int { get { 1 } set { } }",
            [kw("var"), id("x"), p(":"), id("Int"), p("{"), id("get"), p("{"), num("1"), p("}"),
             id("set"), p("{"), p("}"), p("}")]),
    LexCase("open, some and any", "open func f() -> some View { any P }",
            [id("open"), kw("func"), id("f"), p("("), p(")"), p("->"), id("some"), id("View"), p("{"),
             id("any"), id("P"), p("}")]),
    LexCase("wildcard is a keyword", "_ = foo()", [kw("_"), p("="), id("foo"), p("("), p(")")]),
    LexCase("underscored identifier", "_foo __bar", [id("_foo"), id("__bar")]),
    LexCase("Self and self", "Self.self", [kw("Self"), p("."), kw("self")]),
    LexCase("failable init", "init?() {}", [kw("init"), op("?"), p("("), p(")"), p("{"), p("}")]),
    LexCase("async await try", "try await load()",
            [kw("try"), id("await"), id("load"), p("("), p(")")]),
    LexCase("keyword prefix is an identifier", "letter iffy classic",
            [id("letter"), id("iffy"), id("classic")]),
    LexCase("dollar in an identifier", "a$b", [id("a$b")]),
    LexCase("hex float", "0x1.8p3", [num("0x1.8p3")]),
    LexCase("hex float negative exponent", "0x1p-2", [num("0x1p-2")]),
    LexCase("integer then member", "1.foo", [num("1"), p("."), id("foo")]),
    LexCase("hex integer then member", "0xFF.description", [num("0xFF"), p("."), id("description")]),
    LexCase("underscores", "1_000_000", [num("1_000_000")]),
    LexCase("binary and octal", "0b1010_1010 0o777", [num("0b1010_1010"), num("0o777")]),
    LexCase("float with exponent", "1.5e-3 + 2E10", [num("1.5e-3"), op("+"), num("2E10")]),
    LexCase("tuple member access", "x.0.1", [id("x"), p("."), num("0"), p("."), num("1")]),
    LexCase("negative number", "-1", [op("-"), num("1")]),
    LexCase("closed range of numbers", "1...5", [num("1"), op("..."), num("5")]),
    LexCase("half-open range", "0..<n", [num("0"), op("..<"), id("n")]),
    LexCase("range of floats", "1.5...2.5", [num("1.5"), op("..."), num("2.5")]),
    LexCase("float then method", "3.14.rounded()", [num("3.14"), p("."), id("rounded"), p("("), p(")")]),
    LexCase("exponent needs a digit", "1.e5", [num("1"), p("."), id("e5")]),
]

@Test(arguments: identifierAndNumberCases)
func identifiersAndNumbers(_ row: LexCase) {
    check(row)
}
