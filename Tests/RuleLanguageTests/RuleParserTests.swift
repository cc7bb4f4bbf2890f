import Testing
import SwiftLexer
@testable import RuleLanguage

/// Parsing every construct of a valid rule file into a `Rule`.
@Suite struct RuleParserTests {
    @Test func aReportKeepsItsSuggestedRewritesPerMatchGroup() throws {
        let text = [
            "id: cap", "summary: Reports a cap.", "reason: Because.", "priority: 100",
            "match: (maxWidth: UIScreen.main.bounds.width)", "suggest-rewrite: (maxWidth: .infinity)",
            "match: maxWidth: UIScreen.main.bounds.width,", "suggest-rewrite: maxWidth: .infinity,",
            "report: This caps the view.", "suggest: Write .infinity.",
        ].joined(separator: "\n") + "\n"
        let (rule, errors) = parsed(text)
        let cap = try #require(rule, "\(errors)")
        #expect(!cap.isRewrite)
        #expect(cap.action == .report(message: "This caps the view.", suggestion: "Write .infinity."))
        #expect(cap.patternTemplates.map(\.text) == ["(maxWidth: .infinity)", "maxWidth: .infinity,"])
    }

    @Test func parsesACompleteRewriteRule() throws {
        let (rule, errors) = try Fixture.parse("hairline-uiview.rule")
        #expect(errors.isEmpty, "\(errors)")
        let hairline = try #require(rule)
        #expect(hairline.id == "hairline-uiview")
        #expect(hairline.summary == "Rewrites 1 / UIScreen.main.scale in UIView code to the view's own display scale.")
        #expect(hairline.reason == "UIScreen.main is the device's main screen, not the screen that shows this view.")
        #expect(hairline.priority == 200)
        #expect(hairline.enabledByDefault)
        #expect(hairline.patterns.map(\.text) == ["1 / UIScreen.main.scale", "1.0 / UIScreen.main.scale"])
        #expect(hairline.patterns.map(\.anchorIndex) == [2, 2])
        #expect(hairline.conditions == [
            Condition(subject: .type, test: .values(["uiview"])),
            Condition(subject: .context, test: .values(["instance"])),
            Condition(subject: .closure, negated: true, test: .values(["escaping", "unowned-self"])),
            Condition(subject: .moment, only: true, test: .values(["layout", "did-appear"])),
            Condition(subject: .role, only: true, test: .values(["divisor", "scale-factor"])),
        ])
        guard case .rewrite(let template, let member) = hairline.action else {
            Issue.record("expected a rewrite, got \(hairline.action)")
            return
        }
        #expect(member == nil)
        #expect(template.segments == [.text("1 / max(self.traitCollection.displayScale, 1)")])
        #expect(hairline.examples.count == 2)
        #expect(hairline.source.path == "Fixtures/hairline-uiview.rule")
        #expect(hairline.source.line(of: .id) == 2)
        #expect(hairline.source.patternLines == [6, 7])
        #expect(hairline.source.conditionLines == [8, 9, 10, 11, 12])
        #expect(hairline.source.line(of: .rewrite) == 13)
        #expect(hairline.source.exampleLines == [15, 32])
        #expect(hairline.source.line(of: .expect) == 23)
    }

    @Test func parsesExamplesWithBlankLinesAndNestedIndentation() throws {
        let rule = try #require(try Fixture.parse("hairline-uiview.rule").rule)
        let before = """
            final class Divider: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()

                    line.frame.size.height = 1 / UIScreen.main.scale
                }
            }

            """
        let after = before.replacingOccurrences(of: "1 / UIScreen.main.scale",
                                                with: "1 / max(traitCollection.displayScale, 1)")
        #expect(rule.examples == [
            .change(before: before, after: after, args: []),
            .keep(code: "let hairline = 1 / UIScreen.main.scale\n", args: []),
        ])
    }

    @Test func parsesMemberDefaultOffAndExampleArgs() throws {
        let (rule, errors) = try Fixture.parse("scale-swiftui.rule")
        #expect(errors.isEmpty, "\(errors)")
        let swiftUI = try #require(rule)
        #expect(!swiftUI.enabledByDefault)
        #expect(swiftUI.conditions == [
            Condition(subject: .type, test: .values(["swiftui-view"])),
            Condition(subject: .minIOS, test: .comparison(.atLeast, 13)),
            Condition(subject: .moment, only: true, test: .values(["view-body"])),
            Condition(subject: .role, only: true, test: .values(["scale-factor"])),
        ])
        let expectedMember = MemberDeclaration(text: #"@Environment(\.displayScale) private var displayScale"#,
                                               attribute: #"@Environment(\.displayScale)"#, name: "displayScale")
        #expect(swiftUI.action == .rewrite(Template(text: "{member}", segments: [.placeholder(.member)]),
                                           member: expectedMember))
        #expect(swiftUI.examples.map(\.args) == [["--min-ios", "15"]])
        #expect(swiftUI.source.line(of: .exampleArgs) == 14)
    }

    @Test func parsesRestCapturesAndMemberConditions() throws {
        let (rule, errors) = try Fixture.parse("bounds-width-view.rule")
        #expect(errors.isEmpty, "\(errors)")
        let bounds = try #require(rule)
        #expect(bounds.patterns.map(\.restNames) == [["REST"], ["REST"]])
        #expect(bounds.conditions.contains(Condition(subject: .member, test: .values(["layoutSubviews", "draw"]))))
        guard case .rewrite(let template, _) = bounds.action else {
            Issue.record("expected a rewrite")
            return
        }
        #expect(template.segments == [.text("self.bounds.width"), .capture("REST")])
        #expect(bounds.examples.isEmpty)
    }

    @Test func parsesAReportRule() throws {
        let (rule, errors) = try Fixture.parse("device-check.rule")
        #expect(errors.isEmpty, "\(errors)")
        let report = try #require(rule)
        #expect(report.action == .report(
            message: "Device detection through UIScreen.main.nativeBounds; screenmod cannot rewrite it.",
            suggestion: "Decide layout from the view's trait collection or size class instead of the device model."))
        #expect(report.patterns.first?.holeNames == ["VALUE"])
        #expect(report.conditions.last == Condition(subject: .minIOS, test: .comparison(.below, 26)))
    }

    @Test func ignoresCommentsBlankLinesAndTrailingSpaces() {
        let text = "# leading comment\n\nid: sample   \n# between\nsummary:Does a thing.\n\n\n"
            + sampleLines.dropFirst(2).joined(separator: "\n")
        let (rule, errors) = parsed(text)
        #expect(rule?.id == "sample", "\(errors)")
        #expect(rule?.summary == "Does a thing.")
        #expect(rule?.source.line(of: .summary) == 5)
    }

    @Test func crlfAndLoneCRFilesParseLikeLFFiles() throws {
        let text = try Fixture.text("hairline-uiview.rule")
        let lf = RuleParser.parse(text: text, path: "Fixtures/hairline-uiview.rule")
        let crlf = RuleParser.parse(text: text.replacingOccurrences(of: "\n", with: "\r\n"),
                                    path: "Fixtures/hairline-uiview.rule")
        let cr = RuleParser.parse(text: text.replacingOccurrences(of: "\n", with: "\r"),
                                  path: "Fixtures/hairline-uiview.rule")
        #expect(lf.rule != nil)
        #expect(crlf.rule == lf.rule, "\(crlf.errors)")
        #expect(cr.rule == lf.rule, "\(cr.errors)")
    }

    @Test func aByteOrderMarkIsIgnored() {
        let (rule, errors) = parsed("\u{FEFF}" + sample())
        #expect(rule?.id == "sample", "\(errors)")
    }

    @Test func crlfErrorsKeepTheirLineAndColumn() {
        let text = sample(replacing: ["priority": "priority: high"]).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(errorLines(text) == ["4:11: expected an integer after 'priority:', e.g. 'priority: 500', found 'high'"])
    }

    @Test func idMustMatchTheFileName() {
        #expect(parsed(sample(), path: "Rules/sample.rule").0 != nil)
        #expect(parsed(sample(), path: "sample.txt").0 != nil)
        #expect(errorLines(sample(), path: "Rules/other.rule") == [
            "1:5: id 'sample' does not match the file name 'other.rule'; rename the file to 'sample.rule' or change the id",
        ])
    }

    @Test func negativePriorityIsAnInteger() {
        #expect(parsed(sample(replacing: ["priority": "priority: -5"])).0?.priority == -5)
    }
}

@Suite("Several rewrites")
struct SeveralRewritesTests {
    @Test("each rewrite serves the match lines above it back to the previous rewrite")
    func pairing() throws {
        let text = """
        id: pairing
        summary: Pairs.
        reason: Because.
        priority: 1
        when: role is only sizes-content
        match: UIScreen.main.bounds.size$$$REST
        rewrite: {size}$$$REST
        match: UIScreen.main.bounds.width$$$REST
        match: UIScreen.main.bounds.size.width$$$REST
        rewrite: {size}.width$$$REST
        """
        let rule = try #require(RuleParser.parse(text: text, path: "pairing.rule").rule)
        #expect(rule.patterns.count == 3)
        #expect(rule.patternTemplates.map(\.text) == ["{size}$$$REST", "{size}.width$$$REST", "{size}.width$$$REST"])
        #expect(rule.template(forPattern: 1)?.text == "{size}.width$$$REST")
    }

    @Test("one rewrite serves every pattern wherever it stands")
    func single() throws {
        let text = "id: one\nsummary: S.\nreason: R.\npriority: 1\nwhen: moment is only layout\nwhen: role is only sizes-content\nrewrite: self.bounds\nmatch: UIScreen.main.bounds\nmatch: UIKit.UIScreen.main.bounds\n"
        let rule = try #require(RuleParser.parse(text: text, path: "one.rule").rule)
        #expect(rule.patternTemplates.map(\.text) == ["self.bounds", "self.bounds"])
    }
}
