import SourceModel

/// The window-geometry part of the container proof: bars and safe-area insets subtracted from the
/// screen, a view's own size in `min`/`max`, and the screen's two axes together. A view's own
/// safe-area inset (read from it, or held in a name the file sets only from it) is the view's, not
/// the window's.
extension Rewriter {
    /// Bars and safe-area insets subtracted from the screen, or the screen's two axes together.
    func checkWindowTerms() throws {
        let flow = facts.roles.flow
        // A bar placed by its own height (`tabBar.frame.origin.y = … - tabBar.bounds.height`) is the
        // view being laid out, not the window's inset.
        let placed = sizedTarget().flatMap { target in target.first { $0 != "self" && $0 != "view" } }
        // A name holding the view's own safe-area inset is this view's, not the window's.
        let inController = facts.typeTags.contains("uiviewcontroller")
        if let bar = flow.operandNames.sorted().first(where: { Self.isWindowTerm($0) && $0 != placed
            && !facts.analysis.holdsOwnSafeAreaInset($0, inController: inController)
            && !(($0 == "safeAreaInsets") && Self.readsOnlyOwnInsets(flow.operandTexts, inController: inController)) }) {
            let insets = LayoutNames.namesInset(bar) || bar.lowercased().contains("homeindicator")
            let why = insets
                ? "an inset this file does not take from this view's own safeAreaInsets, so the view's bounds with the same "
                    + "arithmetic would subtract the window's or the screen's inset, which this view need not have"
                : inController
                ? "a view controller's view already excludes opaque bars, so the same arithmetic on it subtracts them twice"
                : "a view's bounds are not the window's, so the bars and insets of the window do not apply to them as written"
            throw MissingProof(.container, "window-geometry", message: "the value is combined with `\(bar)`: geometry in "
                                + "the window's terms; " + why,
                               suggestion: "size from the container's bounds and its safeAreaLayoutGuide or layoutMargins "
                                + "instead of subtracting bar heights")
        }
        if flow.boundsOwnSize {
            throw MissingProof(.container, "own-size-bound", message: "the value is set against a view's own size in "
                                + "`min`/`max`: the screen is a floor or a ceiling for it, and the container in its place "
                                + "would make the call choose between two equal values",
                               suggestion: "decide what the bound means: a constant floor or ceiling, or none where the "
                                + "view's own size is what is meant")
        }
        // In `min`/`max` the two axes pick the device's short or long side; in arithmetic they mix.
        if flow.meetsOtherAxis || flow.combinesOtherAxis {
            let (message, suggestion) = flow.meetsOtherAxis
                ? ("the screen's width and height meet here (the device's short or long side, the same in every "
                    + "orientation); a container's two sides are not that",
                   "decide what the code means: the container's width, its height, or a size class")
                : ("the value combines the screen's width with its height (directly or through a value taken from the "
                    + "other axis); a container's two sides relate differently, so replacing one axis changes what the "
                    + "other was set against",
                   "decide what each term means (the container's width or its height, or a length of its own), then "
                    + "read both from the container")
            throw MissingProof(.container, "both-axes", message: message, suggestion: suggestion)
        }
    }

    /// Whether every operand that reads `safeAreaInsets` reads the view's own, one edge and nothing
    /// more: `safeAreaInsets.top` in a view, `view.safeAreaInsets.bottom` in a controller.
    static func readsOnlyOwnInsets(_ operands: Set<String>, inController: Bool) -> Bool {
        operands.filter { $0.contains("safeAreaInsets") }.allSatisfy { operand in
            OwnInset.isOwn(operand.split(separator: ".").map(String.init), inController: inController)
        }
    }

    /// Names that put a length in the window's terms: bars, safe-area insets, layout guides.
    static func isWindowTerm(_ name: String) -> Bool {
        LayoutNames.namesBar(name) || LayoutNames.namesInset(name)
    }
}
