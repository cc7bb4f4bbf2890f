import RuleLanguage

/// The screen's length divided by a screen side in points (`UIScreen.main.bounds.width / 375`):
/// a ratio that stretches lengths drawn for one phone's screen to the main screen. Wherever such a
/// use is left, the advice is about the ratio, which one value made from the container replaces at
/// every length it scales, not about each length.
struct DesignRatio: Equatable, Sendable {
    /// The design's side (`375`) and the axis read (`width`).
    var side: String
    var axis: String

    /// The ratio a use's value is part of, if any: a read of one of the screen's lengths divided
    /// by a device side on the way to where it goes.
    init?(_ facts: SiteFacts) {
        guard case .bounds = facts.roles.reads, let side = facts.roles.flow.designSide,
              !facts.roles.flow.sinks.contains(where: \.isComparison) else { return nil }
        self.side = side
        self.axis = facts.analysis.screenAxisRead(after: facts.use.main) == .vertical ? "height" : "width"
    }

    /// What the message adds: what the value is.
    var described: String {
        "; it is the screen's \(axis) as a share of a \(side)-point design, a ratio that stretches lengths drawn for that screen"
    }

    /// What to do instead, before the finding's own advice on where to read it.
    func advice(inSwiftUI: Bool) -> String {
        let source = inSwiftUI
            ? "the container's \(axis) (onGeometryChange, or a GeometryReader's size) divided by \(side)"
            : "the \(axis) of the view the lengths lay out in, divided by \(side) (`bounds.\(axis) / \(side)` where it is laid out)"
        return "make the ratio once from \(source) and hand it to what it scales, or drop the stretching "
            + "for constraints relative to that view and Dynamic Type; then: "
    }
}

extension Decision {
    /// A finding at a design ratio says what the value is and leads with the ratio's advice; one
    /// about tests, samples, a value nothing reads or only logs keeps its own.
    mutating func explainRatio(_ ratio: DesignRatio, inSwiftUI: Bool) {
        guard case .finding(var finding) = outcome, finding.need != .tests, finding.need != .samples,
              !Self.ownAdviceRules.contains(finding.ruleID) else { return }
        finding.message += ratio.described
        finding.suggestion = ratio.advice(inSwiftUI: inSwiftUI) + finding.suggestion
        outcome = .finding(finding)
    }
}
