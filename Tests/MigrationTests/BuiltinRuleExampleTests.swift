import Testing
import RuleLanguage
@testable import Migration

/// `screenmod rules test` as part of `swift test`: every example of every built-in rule matches.
@Suite("Built-in rule examples")
struct BuiltinRuleExampleTests {
    static let ruleSet: RuleSet? = RuleSet.load(RuleSet.builtinFiles).0

    @Test("The built-in rules load without errors")
    func builtinRulesLoad() {
        #expect(Self.ruleSet != nil, "\(RuleSet.load(RuleSet.builtinFiles).1.map(\.description))")
    }

    @Test("Every example of every built-in rule is matched",
          arguments: (BuiltinRuleExampleTests.ruleSet?.rules ?? []).map(\.id))
    func examplesMatch(_ id: String) throws {
        let ruleSet = try #require(Self.ruleSet)
        let rule = try #require(ruleSet.rules.first { $0.id == id })
        let results = RuleExampleRunner(ruleSet: ruleSet).run(rule)
        #expect(!results.isEmpty, "\(id) has no examples")
        for result in results where result.verdict != .matched {
            Issue.record("""
                \(rule.source.path):\(result.line): \(result.verdict.rawValue): \(id) \(result.name)
                expected:
                \(result.expected)
                actual:
                \(result.actual)
                """)
        }
    }
}
