import SourceModel

/// A value set as the content size of a scroll view the type holds (`scrollView.contentSize =
/// CGSize(width: 3 * width, …)`) is measured in that scroll view: its pages and offsets count in
/// its bounds. The view's own bounds stand for them only where the scroll view spans the view,
/// which nothing in the statement shows (a scroll view pinned to the safe area does not).
extension Rewriter {
    func checkScrollContentOwner() throws {
        for sink in facts.roles.flow.sinks {
            guard case .assignment(let target, _) = sink, let at = target.firstIndex(of: "contentSize") else { continue }
            let owner = target[..<at].filter { $0 != "self" }
            guard !owner.isEmpty, owner != ["view"] else { continue }
            let name = owner.joined(separator: ".")
            throw MissingProof(.container, "scroll-content", message: "the value sizes the content of `\(name)`, which counts "
                                + "its pages and offsets in its own bounds: those are the view's only where `\(name)` spans "
                                + "the view, which nothing here proves (a scroll view pinned to the safe area or beside a bar does not)",
                               suggestion: "read `\(name).bounds` (its width or height) once it is laid out (viewDidLayoutSubviews, "
                                + "layoutSubviews), the same length its pages are sized with")
        }
    }
}
