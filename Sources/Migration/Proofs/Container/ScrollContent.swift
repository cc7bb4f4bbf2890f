import SourceModel

/// A value set as the content size of a scroll view the type holds (`scrollView.contentSize =
/// CGSize(width: 3 * width, …)`) is measured in that scroll view: its pages and offsets count in
/// its bounds. The view's own bounds stand for them only where the scroll view is shown to span the
/// view along the value's axis (`ListPlacement`: anchors with no constant, a frame from the view's
/// bounds, SnapKit's edges); a scroll view placed in a nib or by another file proves nothing here.
extension Rewriter {
    func checkScrollContentOwner() throws {
        for sink in facts.roles.flow.sinks {
            guard case .assignment(let target, _) = sink, let at = target.firstIndex(of: "contentSize") else { continue }
            let owner = target[..<at].filter { $0 != "self" }
            guard !owner.isEmpty, owner != ["view"] else { continue }
            let name = owner.joined(separator: ".")
            guard let why = unprovenSpan(of: Array(owner)) else { continue }
            throw MissingProof(.container, "scroll-content", message: "the value sizes the content of `\(name)`, which counts "
                                + "its pages and offsets in its own bounds, the view's only where `\(name)` spans the view: \(why)",
                               suggestion: "read `\(name).bounds` (its width or height) once it is laid out (viewDidLayoutSubviews, "
                                + "layoutSubviews), the same length its pages are sized with")
        }
    }

    /// Why `owner` is not shown to span the type's view along the value's axis; nil where it is.
    private func unprovenSpan(of owner: [String]) -> String? {
        guard owner.count == 1, let type = facts.context.type else {
            return "it is not a property of this type, so where it is placed is not in view"
        }
        let axes: [ListPlacement.Axis] = switch facts.roles.reads {
        case .bounds(.horizontal?): [.horizontal]
        case .bounds(.vertical?): [.vertical]
        default: [.horizontal, .vertical]
        }
        for axis in axes {
            if case .unproven(let why) = facts.analysis.listPlacement.verdict(forView: owner[0], in: type, axis: axis) { return why }
        }
        return nil
    }
}
