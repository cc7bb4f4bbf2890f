import SourceModel

/// A SwiftUI view inside a `ScrollView` that scrolls along the axis the use reads: the scroll view
/// proposes no length along its axis, so a GeometryReader around the content there measures
/// none. Advice that reaches for a GeometryReader says so, and where to read the length instead.
struct ScrollAxis: Equatable, Sendable {
    /// `height` or `width`.
    var length: String
    /// `vertical` or `horizontal`.
    var axis: String

    init?(_ facts: SiteFacts) {
        let analysis = facts.analysis, file = analysis.model.file
        guard case .bounds = facts.roles.reads, analysis.isSwiftUIView(facts.context),
              let read = analysis.screenAxisRead(after: facts.use.main) else { return nil }
        let vertical = read == .vertical
        let scrolls = facts.context.closures.contains { closure in
            guard closure.callee == "ScrollView" else { return false }
            let axes = Self.axes(of: closure, in: file)
            return vertical ? axes.vertical : axes.horizontal
        }
        guard scrolls else { return nil }
        (length, axis) = vertical ? ("height", "vertical") : ("width", "horizontal")
    }

    /// The axes a `ScrollView(…) { … }` scrolls along: vertical unless its arguments name `.horizontal`.
    private static func axes(of closure: ClosureExpression, in file: SyntaxFile) -> (vertical: Bool, horizontal: Bool) {
        guard let callee = closure.calleeIndex, let open = file.next(after: callee), file.punctuation(open, "("),
              open < closure.braces.lowerBound else { return (true, false) }
        let names = (open..<closure.braces.lowerBound).filter { file.tokens[$0].kind == .identifier }.map(file.text)
        let horizontal = names.contains("horizontal")
        return (names.contains("vertical") || !horizontal, horizontal)
    }

    /// The advice, in place of one that reaches for a GeometryReader around the content;
    /// `containerRelativeFrame` only where the target has it.
    func advice(minIOS: Int) -> String {
        let relative = minIOS >= 17 ? ", or containerRelativeFrame(.\(axis)), which sizes from the scroll view's visible area" : ""
        return "inside a ScrollView that scrolls \(axis)ly, no \(length) is proposed along that axis, so a GeometryReader "
            + "around this content measures none: read the scroll view's visible \(length) outside it (a GeometryReader "
            + "around the ScrollView, handing the length in\(relative)); --enable window-size-environment reads the window's "
            + "size from the environment instead"
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
