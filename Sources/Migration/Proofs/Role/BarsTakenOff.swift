import RuleLanguage

/// The screen's length with the heights of bars taken off it (`UIScreen.main.bounds.height -
/// tabBarHeight - navBarHeight`): the space between the bars, which is the safe area's to give.
/// A view's bounds in its place keep the subtraction right only where the view runs under those
/// bars; one that stops at an opaque bar loses the bar twice. Wherever such a use is left, the
/// advice says so before the finding's own.
struct BarsTakenOff: Equatable, Sendable {
    /// The bar names the value is combined with, as written (`tabBarHeight`).
    var names: [String]

    /// The bars a use's value has taken off, if any: a length of the screen combined with an
    /// operand named for a bar on the way to where it goes.
    init?(_ facts: SiteFacts) {
        guard case .bounds = facts.roles.reads, facts.roles.flow.isAdditive else { return nil }
        // A keyboard's toolbar is an input accessory, not a bar the safe area leaves out.
        let names = facts.roles.flow.operandNames.filter { LayoutNames.namesBar($0) && !$0.lowercased().contains("keyboard") }
            .sorted().filter { Self.isSubtracted($0, near: facts) }
        guard !names.isEmpty else { return nil }
        self.names = names
    }

    /// Whether `name` is taken away (`- tabBarHeight`, `- Layout.tabBarHeight`, `-= navBarHeight`)
    /// in the member that holds the use (the file, at the top level): a bar added to a length is
    /// no space left out.
    private static func isSubtracted(_ name: String, near facts: SiteFacts) -> Bool {
        let model = facts.analysis.model, file = model.file
        let range = facts.context.member.map { model.scopes[$0].range } ?? 0...max(file.tokens.count - 1, 0)
        return facts.analysis.mentions(of: name, in: range).contains { index in
            guard let before = file.previous(before: model.chainStart(endingAt: index)) else { return false }
            return file.token(before, is: "-") || file.token(before, is: "-=")
        }
    }

    /// What to do first, before the finding's own advice on where to read the length.
    var advice: String {
        let spelled = names.map { "`\($0)`" }.joined(separator: ", ")
        return "the value takes bars off the screen's length (\(spelled)): that is the safe area's to give, so where it is "
            + "read from a view, lay out inside that view's safe area (safeAreaLayoutGuide, or bounds less safeAreaInsets) "
            + "rather than take the bars off its bounds again, which a view that stops at an opaque bar would lose twice; then: "
    }
}

extension Decision {
    /// A finding at a length with bars taken off leads with the safe area, except where the
    /// container proof already says it (`window-geometry`).
    mutating func explainBars(_ bars: BarsTakenOff) {
        guard case .finding(let finding) = outcome, !finding.cause.hasSuffix(":window-geometry") else { return }
        leadAdvice(with: bars.advice)
    }

    /// The rules whose findings say what a line is for better than any advice about where to read
    /// the screen: a value nothing reads or only logs, test code, sample code.
    static let ownAdviceRules: Set<String> = ["unused-value", "test-code", "sample-code", "logged-value"]

    /// Puts `advice` before a finding's suggestion, except on a finding about tests, samples, a
    /// value nothing uses, or one of `besides` (rules that say the same already).
    mutating func leadAdvice(with advice: String, besides: Set<String> = []) {
        guard case .finding(var finding) = outcome, finding.need != .tests, finding.need != .samples,
              !Self.ownAdviceRules.contains(finding.ruleID), !besides.contains(finding.ruleID) else { return }
        finding.suggestion = advice + finding.suggestion
        outcome = .finding(finding)
    }
}
