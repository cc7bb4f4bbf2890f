import Testing
import SwiftLexer
@testable import RuleLanguage

/// Pattern compilation through the lexer: tokens, holes, the anchor, and errors.
@Suite struct PatternTests {
    private func compile(_ text: String) throws -> Pattern {
        let result = Pattern.compile(text)
        #expect(result.errors.isEmpty, "\(result.errors)")
        return try #require(result.pattern)
    }

    private func errors(_ text: String) -> [String] {
        Pattern.compile(text, path: "r", line: 5, column: 8).errors.map { "\($0.line):\($0.column): \($0.message)" }
    }

    @Test func compilesTokensWithoutTrivia() throws {
        let pattern = try compile("UIScreen.main.bounds")
        #expect(pattern.elements == [
            .token(.identifier, "UIScreen"), .token(.punctuation, "."), .token(.identifier, "main"),
            .token(.punctuation, "."), .token(.identifier, "bounds"),
        ])
        #expect(pattern.anchorIndex == 0)
    }

    @Test func whitespaceNewlinesAndCommentsAreInsignificant() throws {
        let plain = try compile("UIScreen.main.bounds")
        #expect(try compile("UIScreen\n .main\n .bounds").elements == plain.elements)
        #expect(try compile("UIScreen /* the screen */ .main // first\n  .bounds").elements == plain.elements)
        #expect(try compile("UIScreen\r\n\t.main .bounds").elements == plain.elements)
    }

    @Test func findsTheAnchorAfterAPrefix() throws {
        let pattern = try compile("1 / UIScreen.main.scale")
        #expect(pattern.anchorIndex == 2)
        #expect(pattern.prefix == [.token(.number, "1"), .token(.operator, "/")])
        #expect(pattern.suffix.first == .token(.identifier, "UIScreen"))
    }

    @Test func compilesHolesAndRests() throws {
        let pattern = try compile("UIScreen.main.bounds.width * $FACTOR + UIScreen.main.scale$$$REST")
        #expect(pattern.holeNames == ["FACTOR"])
        #expect(pattern.restNames == ["REST"])
        #expect(pattern.elements[8] == .hole("FACTOR"))
        #expect(pattern.elements.last == .rest("REST"))
        #expect(pattern.anchorIndex == 0)
    }

    @Test func aRestMayTouchThePrecedingToken() throws {
        let pattern = try compile("UIScreen.main.bounds$$$REST")
        #expect(pattern.elements.suffix(2) == [.token(.identifier, "bounds"), .rest("REST")])
    }

    @Test func legacyCallsAndSwiftDollarNamesAreTokens() throws {
        let legacy = try compile("UIScreen.mainScreen()")
        #expect(legacy.elements.suffix(2) == [.token(.punctuation, "("), .token(.punctuation, ")")])
        let closure = try compile("UIScreen.main.bounds.map { $0 }")
        #expect(closure.holeNames.isEmpty)
        #expect(closure.elements.contains(.token(.identifier, "$0")))
    }

    @Test func reportsAMissingAnchor() {
        let message = "expected the API the pattern is anchored on, e.g. 'UIScreen.main', 'UIApplication.shared.keyWindow' or '.userInterfaceIdiom'; the engine lines the pattern up with each use of it"
        #expect(errors("window.bounds") == ["5:8: \(message)"])
        #expect(errors("UIScreen") == ["5:8: \(message)"])
        #expect(errors("  ") == ["5:8: expected a pattern of Swift tokens, e.g. 'UIScreen.main.scale'"])
    }

    @Test func findsTheAPIAPatternIsAnchoredOn() throws {
        let screen = try compile("1 / UIScreen.main.scale")
        #expect(screen.anchor == .mainScreen && screen.anchorIndex == 2)
        let key = try compile("UIApplication.shared.keyWindow$$$REST")
        #expect(key.anchor.description == "UIApplication.shared.keyWindow" && key.anchorIndex == 4)
        let windows = try compile("UIApplication.shared.windows.first")
        #expect(windows.anchor.description == "UIApplication.shared.windows" && windows.anchorIndex == 4)
        let idiom = try compile(".userInterfaceIdiom == .pad")
        #expect(idiom.anchor.isMember && idiom.anchor.word == "userInterfaceIdiom" && idiom.anchorIndex == 1)
        let other = try compile("NSScreen.main.frame")
        #expect(other.anchor.description == "NSScreen.main" && !other.anchor.isMainScreen)
        #expect(errors("$X + UIDevice.current.orientation") == [
            "5:8: hole $X comes before the anchor 'UIDevice.current.orientation' with no token on its left; "
                + "before the anchor only a $NAME hole after a token is allowed, e.g. 'GridItem(.flexible(), spacing: $S)'",
        ])
    }

    @Test func reportsHoleErrorsAtTheirColumns() {
        #expect(errors("$X + UIScreen.main.scale") == [
            "5:8: hole $X comes before the anchor 'UIScreen.' with no token on its left; before the anchor only a $NAME hole after a token is allowed, e.g. 'GridItem(.flexible(), spacing: $S)'",
        ])
        #expect(errors("UIScreen.main.bounds$$$A$$$B") == ["5:32: hole $$$B directly follows hole $$$A; put a token between them"])
        #expect(errors("UIScreen.main.bounds.width * $A + $A") == [
            "5:42: capture $A is defined twice in this pattern; give each hole its own name",
        ])
        #expect(errors("UIScreen.main.bounds$$$rest") == ["5:28: expected a capture name in capitals after '$$$', e.g. $$$REST"])
    }

    @Test func acceptsAHoleBeforeTheAnchorOnlyAfterAToken() throws {
        let pattern = try compile("Array(repeating: GridItem(.flexible(), spacing: $S), count: Int(UIScreen.main.bounds.width / $N))")
        #expect(pattern.holeNames == ["S", "N"])
        #expect(pattern.prefix.contains(.hole("S")))
        #expect(errors("max(x, $$$R) + UIScreen.main.scale").count == 1)
    }

    @Test func reportsUnbalancedBrackets() {
        #expect(errors("UIScreen.main.bounds.width)") == ["5:34: unmatched ')' in pattern; no '(' opens it"])
        #expect(errors("max(UIScreen.main.scale") == ["5:11: unclosed '(' in pattern"])
        #expect(errors("UIScreen.main.bounds[(0]") == ["5:31: expected ')' to close '(' in pattern, found ']'"])
    }

    @Test func errorsInMultiLinePatternsPointAtTheirLine() {
        #expect(errors("UIScreen\n  .main\n  .bounds)") == ["7:10: unmatched ')' in pattern; no '(' opens it"])
    }
}
