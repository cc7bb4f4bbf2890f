import RuleLanguage
import SourceModel

extension Rewriter {
    /// The presentations whose container takes its size from the content it presents (a popover,
    /// a context menu's preview, an alert or a dialog): a share of that container, or a frame that
    /// fills it, asks the container for a size the content itself decides.
    static let selfSizingPresentations: Set<String> = ["popover", "contextMenu", "alert", "confirmationDialog"]

    /// A SwiftUI edit inside the content of a presentation that sizes itself from that content:
    /// the container the edit reads is the presentation's own, not a screen or a window, so the
    /// screen's share is no share of it. Asked once the edit is rendered.
    static func presentedContent(_ template: Template, facts: SiteFacts) -> MissingProof? {
        guard facts.analysis.isSwiftUIView(facts.context),
              let presentation = facts.context.closures.last(where: { selfSizingPresentations.contains($0.callee ?? "") })
        else { return nil }
        let name = presentation.callee ?? "popover"
        let line = facts.analysis.model.file.location(presentation.braces.lowerBound).line
        return MissingProof(.container, "self-sizing-presentation", message: "this is the content of the `.\(name)` at line "
                            + "\(line), which is presented in a container of its own that takes its size from this content: "
                            + "a share of that container, or a frame that fills it, asks it for a size the content decides",
                           suggestion: "give the presented content a size of its own (a fixed width, or its ideal size with "
                            + ".fixedSize()), or size it from the presenting view, measured before it presents")
    }
}
