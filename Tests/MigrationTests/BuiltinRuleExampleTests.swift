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

    @Test("Uses of members from other objects are searched only for anchors whose rules can tell")
    func anchorsAskingOutsideUses() throws {
        let ruleSet = try #require(Self.ruleSet)
        let engine = MigrationEngine(ruleSet: ruleSet, settings: MigrationSettings(enabled: ["duo"]))
        // `moment is only layout, …` (bounds, key windows) changes when a member is used from
        // outside; `moment is layout, measuring` (idiom used for layout) cannot.
        #expect(engine.anchorsAskingOutsideUses.contains(.mainScreen))
        #expect(engine.anchorsAskingOutsideUses.contains(Anchor(path: ["UIApplication", "shared", "keyWindow"])))
        #expect(!engine.anchorsAskingOutsideUses.contains(Anchor(path: ["", "userInterfaceIdiom"])))
        #expect(engine.anchors.contains(Anchor(path: ["", "userInterfaceIdiom"])))
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
