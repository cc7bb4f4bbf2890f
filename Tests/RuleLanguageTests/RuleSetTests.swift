import Testing
@testable import RuleLanguage

/// Ordering, duplicates, merging built-ins with user rules, and enabling.
@Suite struct RuleSetTests {
    private func file(_ id: String, priority: Int, directory: String = "Rules", extra: [String] = []) -> RuleFile {
        let text = sample(replacing: ["id": "id: \(id)", "priority": "priority: \(priority)"], adding: extra)
        return RuleFile(path: "\(directory)/\(id).rule", text: text)
    }

    @Test func sortsByPriorityThenID() throws {
        let files = [file("zeta", priority: 10), file("beta", priority: 20), file("alpha", priority: 20),
                     file("first", priority: -1)]
        let (ruleSet, errors) = RuleSet.load(files)
        #expect(errors.isEmpty, "\(errors)")
        #expect(try #require(ruleSet).rules.map(\.id) == ["first", "zeta", "alpha", "beta"])
    }

    @Test func aDuplicateIDNamesBothFiles() {
        let files = [file("scale", priority: 1), file("other", priority: 2),
                     file("scale", priority: 3, directory: "/home/me/my-rules")]
        let (ruleSet, errors) = RuleSet.load(files)
        #expect(ruleSet == nil)
        #expect(errors.map(\.description) == [
            "/home/me/my-rules/scale.rule:1:1: error: duplicate rule id 'scale'; it is also defined in "
                + "Rules/scale.rule:1; rename one of them",
        ])
    }

    @Test func aBrokenFileFailsTheWholeSetButReportsEverything() {
        let broken = RuleFile(path: "mine/broken.rule", text: "id: broken\n")
        let files = [file("good", priority: 1), broken, file("good", priority: 2, directory: "mine")]
        let (ruleSet, errors) = RuleSet.load(files)
        #expect(ruleSet == nil)
        #expect(errors.count == 5 + 1)
        #expect(errors.allSatisfy { $0.path.hasPrefix("mine/") })
    }

    @Test func activeRulesFollowDefaultsEnableAndDisable() throws {
        let files = [file("on-rule", priority: 1), file("off-rule", priority: 2, extra: ["default: off"])]
        let ruleSet = try #require(RuleSet.load(files).ruleSet)
        #expect(ruleSet.active().map(\.id) == ["on-rule"])
        #expect(ruleSet.active(enabling: ["off-rule"]).map(\.id) == ["on-rule", "off-rule"])
        #expect(ruleSet.active(enabling: ["off-rule"], disabling: ["on-rule"]).map(\.id) == ["off-rule"])
        #expect(ruleSet.rule(id: "off-rule")?.enabledByDefault == false)
        #expect(ruleSet.unknownIDs(["off-rule", "typo", "another"]) == ["another", "typo"])
    }

    @Test func aGroupIsOffUntilEnabledByNameAndOffByDisable() throws {
        let files = [file("on-rule", priority: 1), file("duo-rule", priority: 2, extra: ["group: duo"]),
                     file("duo-extra", priority: 3, extra: ["group: duo", "default: off"])]
        let ruleSet = try #require(RuleSet.load(files).ruleSet)
        #expect(ruleSet.groups == ["duo"])
        #expect(ruleSet.active().map(\.id) == ["on-rule"])
        #expect(ruleSet.active(enabling: ["duo"]).map(\.id) == ["on-rule", "duo-rule"])
        #expect(ruleSet.active(enabling: ["duo", "duo-extra"]).map(\.id) == ["on-rule", "duo-rule", "duo-extra"])
        #expect(ruleSet.active(enabling: ["duo-rule"]).map(\.id) == ["on-rule", "duo-rule"])
        #expect(ruleSet.active(enabling: ["duo"], disabling: ["duo"]).map(\.id) == ["on-rule"])
        #expect(ruleSet.unknownIDs(["duo", "dou"]) == ["dou"])
        #expect(ruleSet.rule(id: "duo-rule")?.group == "duo" && ruleSet.rule(id: "on-rule")?.group == nil)
        let bad = RuleSet.load([file("bad", priority: 1, extra: ["group: Duo Group"])]).errors.map(\.message)
        #expect(bad == ["expected a group name in kebab-case after 'group:', e.g. 'group: duo', found 'Duo Group'"])
    }

    @Test func loadsTheFixtureDirectory() throws {
        let names = ["bounds-width-view.rule", "device-check.rule", "hairline-uiview.rule", "scale-swiftui.rule"]
        let files = try names.map { RuleFile(path: "Fixtures/" + $0, text: try Fixture.text($0)) }
        let (ruleSet, errors) = RuleSet.load(files)
        #expect(errors.isEmpty, "\(errors)")
        #expect(try #require(ruleSet).rules.map(\.id)
                == ["hairline-uiview", "scale-swiftui", "bounds-width-view", "device-check"])
    }
}
