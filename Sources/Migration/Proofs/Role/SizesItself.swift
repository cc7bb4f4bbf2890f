import RuleLanguage

/// A view's own frame taken from the screen: `super.init(frame: CGRect(… UIScreen.main.bounds…))`
/// or `frame = UIScreen.main.bounds` in the view's own code. Whoever adds the view sizes it; its
/// own `layoutSubviews()` lays out only what is inside it, so advice to read its bounds there
/// would be circular. Wherever such a use is left, the advice says so first.
struct SizesItself: Equatable, Sendable {
    /// The initial value of a plain view (not a window, which its scene sizes), or the whole
    /// screen assigned as its own frame or bounds.
    init?(_ facts: SiteFacts) {
        guard case .bounds = facts.roles.reads, facts.typeTags.contains("uiview"), !facts.typeTags.contains("uiwindow") else { return nil }
        let ownInit = facts.roles.flow.sinks.contains { sink in
            if case .argument(let callee, "frame") = sink { return callee == ["super", "init"] }
            return false
        }
        guard ownInit || facts.roles.reasons[.sizesItself] != nil,
              // Where the view is added to a window by this type, that advice names the place already.
              facts.analysis.keyWindowContent.advice(for: facts) == nil else { return nil }
    }

    /// What to do first, before the finding's own advice.
    var advice: String {
        "this is the view's own frame, which whoever adds the view sets: start it at .zero here and size it where it is "
            + "added, from the bounds of the view or window it goes into, with an autoresizingMask that follows that view, "
            + "or constraints to it; what the initializer then sizes from the view's own bounds (a layer's or a subview's "
            + "frame) moves to its layoutSubviews(), which runs once the view has the size it was given; then: "
    }
}

extension Decision {
    /// A finding at a view's own frame leads with who sizes it; one about tests, samples or a
    /// value nothing reads keeps its own advice, as do the rules that say it already (a view or
    /// a window sizing itself, a cell handed its frame by its layout).
    mutating func explainOwnFrame(_ own: SizesItself) {
        leadAdvice(with: own.advice, besides: ["view-sizes-itself", "window-frame", "initializer-handed-frame"])
    }
}
