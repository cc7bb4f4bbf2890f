import SourceModel
import RuleLanguage

/// Whether `containerRelativeFrame` measures a container that spans the screen: the nearest scroll
/// view or list around the view, in its body or where another view places it.
extension Rewriter {
    /// `containerRelativeFrame` measures the nearest scroll view or list around the view: inside a
    /// `ScrollView` or `List` of this body, that one, which spans the screen only where nothing
    /// around it pads or frames it, a layout nothing here proves. Asked once the edit is rendered,
    /// which is the suggested fix where the scroll view does span the screen.
    static func scrollContainer(_ template: Template, facts: SiteFacts) -> MissingProof? {
        guard template.text.contains("containerRelativeFrame") else { return nil }
        let model = facts.analysis.model
        guard let scroll = facts.context.closures.last(where: { ScrollContainers.containers.contains($0.callee ?? "") }) else {
            return placedInScroll(facts)
        }
        guard !fillsItsView(scroll, model: model) else { return nil }
        // A navigation view spans what it is given unless it is shown narrowed.
        if let callee = scroll.calleeIndex, ScrollContainers.navigation.contains(scroll.callee ?? ""),
           !ScrollContainers.narrowed(callee, closingBrace: scroll.braces.upperBound, model: model) {
            return placedInScroll(facts)
        }
        let line = model.file.location(scroll.braces.lowerBound).line
        let described = "the \(scroll.callee ?? "ScrollView") at line \(line)"
        let kind = ScrollContainers.navigation.contains(scroll.callee ?? "") ? "navigation view" : "scroll view"
        // A modifier on the scroll view that narrows it across shows the share would shrink: no fix then.
        if let narrowing = narrowsAcross(after: scroll.braces.upperBound, model: model) {
            return MissingProof(.container, "scroll-container", message: "containerRelativeFrame measures the nearest "
                                + "container, \(described), which `.\(model.file.text(narrowing))` on line \(model.file.location(narrowing).line) "
                                + "narrows across, so the same share of it is narrower than this share of the screen",
                               suggestion: "take the share of the width the \(kind) is laid out in, measured once around it "
                                + "(onGeometryChange, or a GeometryReader's proxy), or of its width less its margins where the "
                                + "design meant the visible width")
        }
        return MissingProof(.container, "scroll-container", message: "containerRelativeFrame measures the nearest container, "
                            + "\(described), and a share of the screen is the same share of it only where it spans the screen, "
                            + "which nothing in this file proves: that depends on every view around it up to the window",
                           suggestion: "where that \(kind) spans the screen, make the change the suggested fix shows; where it "
                            + "is padded, inset or framed, take the share of the screen's width from one measured size instead",
                           allowsSuggestion: true,
                           suggestionWithoutFix: "take the share of the width the \(kind) is laid out in, measured once "
                            + "around it (onGeometryChange, or a GeometryReader's proxy) and less any padding on it")
    }

    /// The same for a view whose own body has no scroll view, placed in one by another view: that
    /// scroll view, which nothing shows spans the screen, is the container `containerRelativeFrame` measures.
    private static func placedInScroll(_ facts: SiteFacts) -> MissingProof? {
        let analysis = facts.analysis
        guard let type = facts.context.type?.name else { return nil }
        let name = TypeIndex.lastComponent(type)
        let placer = analysis.scrollContainerRegions.placedNames.contains(name) ? analysis.model.file.path
            : analysis.project.scrollContainerPlacers?.placer(of: type, except: analysis.model.file.path)
        guard let placer else { return nil }
        return MissingProof(.container, "scroll-container", message: "containerRelativeFrame measures the nearest scroll view, "
                            + "list or navigation view around this view, and \(placer) places `\(name)` in one that nothing shows spans the screen "
                            + "(padding, content margins or a frame may narrow it), so the same share of it may be narrower",
                           suggestion: "where that scroll view spans the screen, make the change the suggested fix shows; where it "
                            + "is padded, inset or framed, pass the width it is laid out in down from there",
                           allowsSuggestion: true,
                           suggestionWithoutFix: "pass the width the scroll view is laid out in down from where it is placed")
    }

    /// The name token of the first modifier in the chain after a container's closing brace that
    /// narrows it across (`PaddedPlacement.narrowsAcross`, or a `frame` that sets a width).
    static func narrowsAcross(after closingBrace: Int, model: SourceModel) -> Int? {
        let file = model.file
        var cursor = closingBrace
        // A modifier's trailing closure (`.onAppear { … }`, `.sheet(…) { … }`) is stepped over.
        func afterTrailingClosure(_ index: Int) -> Int {
            guard let next = file.next(after: index), file.punctuation(next, "{"), let end = model.brackets.match(next) else { return index }
            return end
        }
        while let dot = file.next(after: cursor), file.punctuation(dot, "."), let name = file.next(after: dot),
              file.tokens[name].kind == .identifier {
            guard let open = file.next(after: name), file.punctuation(open, "("), let close = model.brackets.match(open) else {
                cursor = afterTrailingClosure(name)
                continue
            }
            if PaddedPlacement.narrowsAcross(name, in: model) || setsWidth(name, open: open, close: close, model: model) {
                return name
            }
            cursor = afterTrailingClosure(close)
        }
        return nil
    }

    /// Whether the modifier named at `name`, with arguments `open`…`close`, sets a width: a frame's
    /// `width` or a finite `maxWidth` (`.infinity` takes what is given), or a `containerRelativeFrame`.
    private static func setsWidth(_ name: Int, open: Int, close: Int, model: SourceModel) -> Bool {
        let file = model.file
        switch file.text(name) {
        case "containerRelativeFrame": return true
        case "frame":
            if model.argumentTokens(labelled: "width", open: open, close: close) != nil { return true }
            guard let maximum = model.argumentTokens(labelled: "maxWidth", open: open, close: close) else { return false }
            return maximum.map(file.text) != [".", "infinity"]
        default: return false
        }
    }

    /// Whether the scroll view spans the view whose body writes it (`FullWidthContent`): it is
    /// as wide as the view, as any container of the view would be.
    static func fillsItsView(_ scroll: ClosureExpression, model: SourceModel) -> Bool {
        guard let callee = scroll.calleeIndex else { return false }
        return FullWidthContent.spansItsView(callee: callee, closingBrace: scroll.braces.upperBound, model: model)
    }
}
