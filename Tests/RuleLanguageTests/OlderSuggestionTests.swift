import Testing
@testable import RuleLanguage

/// `suggest-below:` gives a report's advice for projects below the iOS version the main advice needs.
@Suite struct OlderSuggestionTests {
    private static let rule = """
        id: swiftui-size
        summary: Reports the screen's size in SwiftUI.
        reason: SwiftUI lays views out in containers.
        priority: 180
        match: UIScreen.main.bounds$$$REST
        report: SwiftUI gives this view its container's space
        suggest: use containerRelativeFrame (iOS 17)
        suggest-below: iOS 16: use a GeometryReader
        suggest-below: iOS 17: use onGeometryChange (iOS 16)
        """

    @Test("the line with the lowest version above the deployment target wins, else the main advice")
    func picksByDeploymentTarget() throws {
        let rule = try #require(RuleParser.parse(text: Self.rule, path: "swiftui-size.rule").rule)
        #expect(rule.olderSuggestions.count == 2)
        #expect(rule.suggestion("main", minIOS: 13) == "use a GeometryReader")
        #expect(rule.suggestion("main", minIOS: 15) == "use a GeometryReader")
        #expect(rule.suggestion("main", minIOS: 16) == "use onGeometryChange (iOS 16)")
        #expect(rule.suggestion("main", minIOS: 17) == "main")
    }

    @Test("a value without 'iOS N:' or on a rewrite rule is an error at its line")
    func errors() {
        let malformed = Self.rule.replacingOccurrences(of: "suggest-below: iOS 16:", with: "suggest-below: 16:")
        #expect(RuleParser.parse(text: malformed, path: "swiftui-size.rule").errors.map(\.line) == [8])
        let rewrite = Self.rule.replacingOccurrences(of: "report: SwiftUI gives this view its container's space\nsuggest: use containerRelativeFrame (iOS 17)",
                                                     with: "rewrite: UIScreen.main.bounds$$$REST")
        #expect(RuleParser.parse(text: rewrite, path: "swiftui-size.rule").errors.contains { $0.message.contains("'suggest-below:' goes only with") })
    }

    @Test("suggest-swiftui-below: picks the SwiftUI advice by target the same way, and needs a suggest-swiftui line")
    func swiftUIByDeploymentTarget() throws {
        let text = Self.rule + "\nsuggest-swiftui: read the proxy, onGeometryChange or containerRelativeFrame"
            + "\nsuggest-swiftui-below: iOS 16: read the proxy of a GeometryReader"
        let rule = try #require(RuleParser.parse(text: text, path: "swiftui-size.rule").rule)
        #expect(rule.suggestion("main", minIOS: 14, inSwiftUI: true) == "read the proxy of a GeometryReader")
        #expect(rule.suggestion("main", minIOS: 16, inSwiftUI: true) == "read the proxy, onGeometryChange or containerRelativeFrame")
        // The general lines still choose outside SwiftUI.
        #expect(rule.suggestion("main", minIOS: 14) == "use a GeometryReader")
        let orphan = Self.rule + "\nsuggest-swiftui-below: iOS 16: read the proxy of a GeometryReader"
        #expect(RuleParser.parse(text: orphan, path: "swiftui-size.rule").errors.contains {
            $0.message.contains("'suggest-swiftui-below:' replaces a 'suggest-swiftui:' line")
        })
    }
}
