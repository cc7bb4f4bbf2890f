/// A display scale set on a view the type stores (`shadowedView.layer.rasterizationScale = …`,
/// `preview.contentScaleFactor = …`): that view's own traits give the value, once it is in a
/// window, so the finding names it instead of saying no view in reach is the one.
struct StoredViewScale {
    /// The stored view's name, and the target the value is assigned to (`shadowedView.layer.rasterizationScale`).
    let view: String
    let target: String

    init?(facts: SiteFacts) {
        guard facts.roles.reasons[.scaleFactor] != nil, let type = facts.context.type,
              case .assignment(var names, false)? = facts.roles.flow.sinks.first else { return nil }
        if names.first == "self" { names.removeFirst() }
        guard names.count >= 2, let last = names.last, LayoutNames.displayScaleTargets.contains(last),
              facts.analysis.containers.storesView(named: names[0], in: type) else { return nil }
        view = names[0]
        target = names.joined(separator: ".")
    }

    var message: String {
        "the value is the display scale of `\(view)`, a view this object stores (it is assigned to `\(target)`): "
            + "`\(view).traitCollection.displayScale` gives it once `\(view)` is in a window (it is 0 before), "
            + "and nothing proves `\(view)` is in a window when this runs"
    }

    var suggestion: String {
        "set it once `\(view)` is in a window, from `\(view).traitCollection.displayScale` (for example where the "
            + "owner's view appears or lays out, or in the view's own didMoveToWindow() or traitCollectionDidChange(_:)), "
            + "and again when that trait changes"
    }
}
