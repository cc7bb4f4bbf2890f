import SourceModel

/// A SwiftUI view inside a scroll view or list that scrolls along the axis the use reads (the
/// `along-scroll-axis` use tag: in this view's body, or where another file places the view): it
/// proposes no length along its axis, so a GeometryReader around the content there measures
/// none. Advice that reaches for a GeometryReader says so, and where to read the length instead.
struct ScrollAxis: Equatable, Sendable {
    /// `height` or `width`.
    var length: String
    /// `vertical` or `horizontal`.
    var axis: String

    init?(_ facts: SiteFacts) {
        guard case .bounds = facts.roles.reads, facts.useTags.contains("along-scroll-axis"),
              let read = facts.analysis.screenAxisRead(after: facts.use.main) else { return nil }
        (length, axis) = read == .vertical ? ("height", "vertical") : ("width", "horizontal")
    }

    /// The advice, in place of one that reaches for a GeometryReader around the content;
    /// `containerRelativeFrame` only where the target has it.
    func advice(minIOS: Int) -> String {
        let measure = minIOS >= 16 ? "onGeometryChange on it, or a GeometryReader in its background" : "a GeometryReader in its background"
        let relative = minIOS >= 17 ? "; containerRelativeFrame(.\(axis)) takes the nearest scroll view's visible \(length) "
            + "less its content margins, the same only where that scroll view fills the screen and has none along that axis" : ""
        return "inside a scroll view or list that scrolls \(axis)ly, no \(length) is proposed to its content, so a "
            + "GeometryReader around this content measures none: measure the scroll view itself (\(measure): its own "
            + "\(length) comes from the views around it, unless those scroll \(axis)ly too, then measure outside them) and hand "
            + "it in\(relative); --enable window-size-environment reads the window's size from the environment instead"
    }
}

extension Decision {
    /// A finding whose advice reaches for a GeometryReader, at a length a scroll view does not
    /// propose, is told where that length is instead.
    mutating func explainScrollAxis(_ scroll: ScrollAxis, minIOS: Int) {
        guard case .finding(var finding) = outcome, finding.suggestion.contains("GeometryReader") else { return }
        finding.suggestion = scroll.advice(minIOS: minIOS)
        outcome = .finding(finding)
    }
}
