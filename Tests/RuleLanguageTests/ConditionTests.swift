import Testing
@testable import RuleLanguage

/// `when:` lines: every subject, both verbs, comparisons, and each error with its column.
@Suite struct ConditionTests {
    private func condition(_ text: String) -> Condition? {
        let parsed = Condition.parse(text)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        return parsed.condition
    }

    private func errors(_ text: String) -> [String] {
        // Column 7 is where the value of `when: ` starts in a rule file.
        Condition.parse(text, path: "r", line: 4, column: 7).errors.map { "\($0.line):\($0.column): \($0.message)" }
    }

    @Test func parsesValueConditions() {
        #expect(condition("type is uiview") == Condition(subject: .type, test: .values(["uiview"])))
        #expect(condition("context is not static, top-level")
                == Condition(subject: .context, negated: true, test: .values(["static", "top-level"])))
        #expect(condition("member is layoutSubviews,viewDidLoad , body")
                == Condition(subject: .member, test: .values(["layoutSubviews", "viewDidLoad", "body"])))
        #expect(condition("closure   is  weak-self-unwrapped")
                == Condition(subject: .closure, test: .values(["weak-self-unwrapped"])))
        let notOnly = condition("role is not only unused")
        #expect(notOnly == Condition(subject: .role, negated: true, only: true, test: .values(["unused"])))
        #expect(notOnly?.holds(for: ["unused", "sizes-content"]) == true)
        #expect(notOnly?.holds(for: ["unused"]) == false)
        #expect(notOnly?.isProof == false)
    }

    @Test(arguments: ConditionSubject.allCases.filter { $0.allowedValues != nil })
    func acceptsEveryAllowedValue(_ subject: ConditionSubject) throws {
        let values = try #require(subject.allowedValues)
        let text = "\(subject.rawValue) is \(values.joined(separator: ", "))"
        #expect(condition(text) == Condition(subject: subject, test: .values(values)))
    }

    @Test("only `moment is only` and `role is only` are proofs; a plain `role is divisor` says where a rule applies")
    func knowsWhichLinesAreProofs() throws {
        #expect(try #require(condition("moment is only layout, did-appear")).isProof)
        #expect(try #require(condition("role is only sizes-content")).isProof)
        #expect(try !#require(condition("role is divisor")).isProof)
        #expect(try !#require(condition("moment is view-did-load")).isProof)
        #expect(try !#require(condition("type is only uiview")).isProof)
    }

    @Test("`is only` holds when every site value is listed and there is one")
    func onlyNeedsEveryValueListed() throws {
        let only = try #require(condition("moment is only layout, did-appear"))
        #expect(only.holds(for: ["layout"]))
        #expect(only.holds(for: ["layout", "did-appear"]))
        #expect(!only.holds(for: ["layout", "callback"]))
        #expect(!only.holds(for: []))
    }

    @Test("an old `use` value that says what the value is for points to `role`")
    func oldUseValuesPointToRole() {
        let (parsed, errors) = Condition.parse("use is fallback")
        #expect(parsed == nil)
        #expect(errors.first?.message.contains("'role is fallback'") == true)
    }

    @Test func listsEveryContainerKind() {
        #expect(ConditionSubject.container.allowedValues == [
            "scroll-view-parameter", "collection-view-layout", "presentation-container", "transition-container",
            "view-parameter", "size-parameter", "layout-environment", "stored-container", "background-reader", "none",
        ])
        let stored = Condition(subject: .container, test: .values(["stored-container"]))
        #expect(stored.holds(for: ["view-parameter", "stored-container"]))
        #expect(!stored.holds(for: ["none"]))
    }

    @Test func parsesIsOnly() {
        #expect(condition("moment is only layout, user-event")
                == Condition(subject: .moment, only: true, test: .values(["layout", "user-event"])))
        #expect(errors("moment is only") == ["4:21: expected a value after 'is only'; expected one of: "
                                             + Moment.allCases.map(\.rawValue).joined(separator: ", ")])
    }

    @Test func isOnlyNeedsEveryValueListed() {
        let layoutOnly = Condition(subject: .moment, only: true, test: .values(["layout", "user-event"]))
        #expect(layoutOnly.holds(for: ["layout"]))
        #expect(layoutOnly.holds(for: ["layout", "user-event"]))
        #expect(!layoutOnly.holds(for: ["layout", "view-did-load"]))
        #expect(!layoutOnly.holds(for: []))
        let any = Condition(subject: .moment, test: .values(["layout", "user-event"]))
        #expect(any.holds(for: ["layout", "view-did-load"]))
    }

    @Test func parsesComparisons() {
        #expect(condition("min-ios >= 17") == Condition(subject: .minIOS, test: .comparison(.atLeast, 17)))
        #expect(condition("min-ios<13") == Condition(subject: .minIOS, test: .comparison(.below, 13)))
    }

    @Test func evaluatesValuesAndComparisons() {
        let escaping = Condition(subject: .closure, test: .values(["escaping", "weak-self"]))
        #expect(escaping.holds(for: ["weak-self"]))
        #expect(!escaping.holds(for: ["none"]))
        let notStatic = Condition(subject: .context, negated: true, test: .values(["static"]))
        #expect(notStatic.holds(for: ["instance"]))
        #expect(!notStatic.holds(for: ["static"]))
        let atLeast = Condition(subject: .minIOS, test: .comparison(.atLeast, 17))
        #expect(atLeast.holds(minIOS: 17))
        #expect(!atLeast.holds(minIOS: 16))
        #expect(!atLeast.holds(for: ["17"]))
        let below = Condition(subject: .minIOS, test: .comparison(.below, 26))
        #expect(below.holds(minIOS: 25))
        #expect(!below.holds(minIOS: 26))
    }

    @Test func reportsErrorsWithColumns() {
        let types = "uiview, content-sized-view, detached-view, uiwindow, storyboard-segue, uiviewcontroller, trait-environment, swiftui-view, swiftui, uiscreen-extension, "
            + "helper-extension, factory, app-delegate, layer, collection-cell, plain, unknown, none"
        #expect(errors("") == ["4:7: expected a condition after 'when:', e.g. 'type is uiview'"])
        #expect(errors("type uiview") == ["4:12: expected 'is', 'is not' or 'is only' after subject 'type'"])
        #expect(errors("type is uiveiw") == ["4:15: unknown value 'uiveiw' for 'type'; expected one of: \(types)"])
        #expect(errors("type is") == ["4:14: expected a value after 'is'; expected one of: \(types)"])
        #expect(errors("access is not") == ["4:20: expected a value after 'is not'; expected one of: read, assign, "
                                            + "compound-assign"])
        #expect(errors("scene is available,") == ["4:26: expected a value after ','; expected one of: available, "
                                                  + "unavailable, delegate-in-project, manifest-in-project"])
        #expect(errors("use is explicit, bogus, test-code") == [
            "4:24: unknown value 'bogus' for 'use'; expected one of: "
                + ConditionSubject.use.allowedValues!.joined(separator: ", "),
        ])
        #expect(errors("member is 1abc") == [
            "4:17: '1abc' is not a Swift identifier; 'member' takes a function or property name such as layoutSubviews",
        ])
        #expect(errors("member is init, awake-from-nib") == [
            "4:23: 'awake-from-nib' is not a Swift identifier; 'member' takes a function or property name such as layoutSubviews",
        ])
        #expect(errors("member is") == ["4:16: expected a value after 'is', e.g. 'layoutSubviews'"])
        #expect(errors("Type is uiview") == [
            "4:7: unknown subject 'Type' in 'when:'; expected one of: "
                + "type, context, member, moment, closure, access, use, role, scene, container, min-ios, value",
        ])
    }

    @Test func parsesAndEvaluatesCapturedValues() {
        let wide = Condition(subject: .value, test: .comparison(.atLeast, 441), capture: "W")
        #expect(condition("value $W >= 441") == wide)
        #expect(condition("value $MAX_2<10") == Condition(subject: .value, test: .comparison(.below, 10), capture: "MAX_2"))
        #expect(wide.holds(capturedText: "700"))
        #expect(wide.holds(capturedText: "1_024.5"))
        #expect(!wide.holds(capturedText: "375"))
        #expect(!wide.holds(capturedText: "breakpoint"))
        #expect(!wide.holds(capturedText: nil))
        #expect(errors("value W >= 441") == ["4:13: expected a capture after 'value', e.g. 'value $W >= 441', found 'W'"])
        #expect(errors("value $w >= 441") == ["4:13: expected a capture name in capitals after '$', e.g. 'value $W >= 441'"])
        #expect(errors("value $W > 441") == ["4:16: expected '>=' or '<' after 'value $W', found '>'"])
        #expect(errors("value $W >= x") == ["4:19: expected a whole number after '>=', e.g. 'value $W >= 17', found 'x'"])
    }

    @Test func reportsComparisonErrors() {
        #expect(errors("min-ios is 17") == ["4:15: expected '>=' or '<' after 'min-ios', found 'is'"])
        #expect(errors("min-ios > 17") == ["4:15: expected '>=' or '<' after 'min-ios', found '>'"])
        #expect(errors("min-ios >= x") == ["4:18: expected an iOS major version after '>=', e.g. 'min-ios >= 17', "
                                           + "found 'x'"])
        #expect(errors("min-ios <") == ["4:16: expected an iOS major version after '<', e.g. 'min-ios < 17'"])
        #expect(errors("min-ios >= 17.4") == ["4:20: unexpected '.4' after the version number"])
    }
}
