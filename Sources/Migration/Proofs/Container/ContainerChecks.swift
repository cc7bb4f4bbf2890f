import SourceModel
import RuleLanguage

/// The container proof for what a rewrite template reads: the view's (or view controller's view's)
/// own bounds, its traits, or a container in reach. The value must size content inside that
/// view, so the proof fails where the statement positions or sizes the view itself, where the
/// view is a window or has no window, where the arithmetic is in window terms (bars, safe-area
/// insets), where both screen axes meet (the device's short side), or where a scroll view's
/// bounds would bring its scroll offset into a position.
extension Rewriter {
    /// The container the template reads of the type itself, if any.
    enum OwnContainer {
        case bounds, traits
    }

    /// Checks the container proof for `template`, given the rest of the match after `bounds`.
    func checkContainer(_ template: Template, rest: String) throws {
        let text = template.text
        let own: OwnContainer? = text.contains("self.bounds") || text.contains("self.view.bounds") ? .bounds
            : text.contains("self.traitCollection") ? .traits : nil
        let placeholders = template.placeholders
        let handed = !placeholders.isDisjoint(with: [.containerBounds, .containerSize, .container, .size, .environment, .geometry])
        if let own { try checkOwnView(own, rest: rest) }
        if own == .bounds { try checkScrollContentOwner() }
        if own == .bounds || handed { try checkWindowTerms() }
        if placeholders.contains(.size) { try checkHandedSize() }
        // `let size = UIScreen.main.bounds` read as `size.width`: what each read takes is the rest.
        let rests = restsThroughLocal(rest)
        if own == .bounds || placeholders.contains(.containerBounds) || placeholders.contains(.container) {
            try checkScrollOrigin(own: own == .bounds, list: placeholders.contains(.container), rests: rests)
        }
        if placeholders.contains(.container) { try checkListScrollAxis(rests: rests) }
    }

    /// `[rest]`, or where the whole value is a local's initial value, the rest followed by the member
    /// chain each read of the local takes (`.size.width` for `let size = UIScreen.main.bounds.size`
    /// read as `size.width`); the rest alone for a read that takes none.
    private func restsThroughLocal(_ rest: String) -> [String] {
        let model = facts.analysis.model, file = model.file
        let valueEnd = model.postfixChainEnd(after: facts.use.main)
        guard rest.isEmpty || rest == ".size",
              file.next(after: valueEnd).map({ file.newlineBetween(valueEnd, $0) || file.punctuation($0, ";") }) ?? true,
              let reads = model.readsOfLocal(initializedAt: facts.use.first, spelled: { Array(facts.analysis.mentions(of: $0)) }),
              !reads.isEmpty else { return [rest] }
        return reads.map { read in
            let end = model.postfixChainEnd(after: read)
            return rest + (end > read ? ((read + 1)...end).map(file.text).joined() : "")
        }
    }

    /// A list's length along the axis it scrolls is its visible part, which leaves out the bars
    /// even where the list fills the screen: only its width (or, where the file makes the list
    /// scroll sideways, its height) stands for the screen's.
    /// Where nothing in the file says which way a collection view scrolls (its layout is set in a
    /// storyboard), the finding says so instead of naming an axis: a table view, or a layout the
    /// file sets to `.vertical`, scrolls along its height.
    private func checkListScrollAxis(rests: [String]) throws {
        let acrossScrolling = rests.allSatisfy { rest in [".width", ".size.width"].contains { rest.hasPrefix($0) } }
        guard !acrossScrolling, !facts.analysis.scrollsHorizontally else { return }
        let key = facts.context.memberKey(in: facts.analysis.model) ?? ""
        let vertical = key.hasPrefix("tableView(") || facts.analysis.scrollDirectionsSet.contains("vertical")
        let visible = "its visible length is not the screen's even where it fills the screen (bars and insets are left out)"
        throw MissingProof(.container, "scroll-axis", message: vertical
                            ? "the list scrolls along this length, and \(visible), so rows sized from it would shrink"
                            : "this reads the screen's height, and which way the list scrolls is not set in this file (a "
                            + "storyboard or another file sets its layout): if it scrolls vertically, \(visible); if "
                            + "sideways, the list's height is fixed by whoever lays the list out, not by the screen",
                           suggestion: vertical
                            ? "size rows from their content (self-sizing cells) or a constant; a share of the visible "
                            + "length is the list's bounds only if that is what the design means"
                            : "size items along the scrolling axis from their content or a constant; across it (a "
                            + "sideways list's height) use the list's height as its layout fixes it, or the same constant")
    }

    /// A window, a view sized by its content, a view in no window, a statement that sizes the view itself.
    private func checkOwnView(_ own: OwnContainer, rest: String) throws {
        let tags = facts.typeTags
        if tags.contains("detached-view") {
            throw MissingProof(.container, "detached", message: "this view builds its content into a view it stores and is "
                                + "never in a window itself, so its own \(own == .bounds ? "bounds" : "traits") describe no screen",
                               suggestion: "read the size or scale from the view that shows the content (the one it adds its subviews to)")
        }
        guard own == .bounds else { return }
        if tags.contains("uiwindow") {
            throw MissingProof(.container, "window", message: "this view is a window: its bounds are its own frame, which "
                                + "its window scene sets, not a container's",
                               suggestion: "create the window with UIWindow(windowScene:) and let the scene size it")
        }
        if tags.contains("content-sized-view") {
            throw MissingProof(.container, "content-sized", message: "this view takes its size from its content (a stack "
                                + "view, label, button or image view), so its bounds follow what this code decides",
                               suggestion: "read the size of the container that lays this view out, or size the content with constraints")
        }
        if let target = sizedTarget(), isOwnGeometry(target) {
            throw MissingProof(.container, "sizes-itself", message: "the statement sizes or places the view itself "
                                + "(`\(target.joined(separator: "."))`): its own bounds would follow from this value",
                               suggestion: "size the view from its superview or container (its superview's bounds, "
                                + "or constraints), not from itself")
        }
        if tags.contains("uiview"), let line = superviewSpaceLine() {
            throw MissingProof(.container, "superview-space", message: "this code works in the superview's coordinates "
                                + "(it reads `superview` at line \(line)): a screen length here stands for the space the view "
                                + "sits or moves in, its superview's, not for its own bounds",
                               suggestion: "where the view places itself in its parent, read the superview's bounds "
                                + "(`superview?.bounds`) once it has one; read its own bounds only for content laid out inside it")
        }
        // A collection view cell is a share of its list, sized by the list's layout: a share of
        // the screen's length here may already be the cell's own, applied twice on its bounds.
        if facts.roles.flow.isScaled, facts.isCollectionCell {
            throw MissingProof(.container, "cell-share", message: "a collection view cell is a share of its list, sized by "
                                + "the list's layout (sizeForItemAt, itemSize), which may read the screen too: a share of the "
                                + "screen's length here may be the cell's own width already, and the same share of the "
                                + "cell's bounds would apply it twice",
                               suggestion: "where the list sizes the cell from the screen, size the content from the cell's "
                                + "bounds without that share (its whole width); otherwise have the list pass its width in")
        }
        if tags.contains("uiviewcontroller"), let site = handPlacedSite() {
            throw MissingProof(.container, "placed-by-hand", message: "this controller's view is placed by hand "
                                + "(\(site.described)), not sized by UIKit: its bounds are what that code makes them, a "
                                + "share of the screen or a box the code sizes, so they stand for no container here",
                               suggestion: "where the value places or sizes this controller's view, read the bounds of the "
                                + "view it is added to (its superview or window) once it is there; read view.bounds only "
                                + "for content laid out inside it")
        }
        try checkSubviewHierarchy()
    }

    /// A share of the screen's length (`UIScreen.main.bounds.width / 2.5`) is the same share of the
    /// list only where the list is as long as the screen along that axis: proven where every list
    /// of the type is pinned edge to edge in its view, or is a list controller's own view. Asked
    /// once the edit is rendered, which is the suggested fix where the list does span.
    static func listShare(_ template: Template, rest: String, facts: SiteFacts) -> MissingProof? {
        // A compositional layout's container is its list's content size: the same question.
        // A count made from the length (`Int(width / 160)` columns) is what fits the list wherever it is.
        guard template.placeholders.contains(.container) || template.placeholders.contains(.environment),
              facts.roles.flow.isScaled, !facts.roles.flow.toInteger, let type = facts.context.type else { return nil }
        // A list that spans its controller's view spans the screen only where UIKit sizes that view.
        if facts.typeTags.contains("uiviewcontroller"), let site = Self.handPlacedSite(facts) {
            return MissingProof(.container, "list-share", message: "the value is a share of the screen's length, and the same "
                                + "share of the list is the one the design meant only where the list is as long as the screen: "
                                + "this controller's view is placed by hand (\(site.described)), so its list spans that view, "
                                + "not the screen",
                               suggestion: "where the share is meant of the list, make the change the suggested fix shows; "
                                + "otherwise size the items from the list's own width less what the placing code takes away",
                               allowsSuggestion: true,
                               suggestionWithoutFix: "where the share is meant of the list, take it of the list's own width "
                                + "once it is laid out; otherwise size the items from that width less what the placing code takes away")
        }
        let placement = facts.analysis.listPlacement
        let axes: [ListPlacement.Axis] = rest.hasPrefix(".width") || rest.hasPrefix(".size.width") ? [.horizontal]
            : rest.hasPrefix(".height") || rest.hasPrefix(".size.height") ? [.vertical] : [.horizontal, .vertical]
        for axis in axes {
            guard case .unproven(let why) = placement.verdict(for: type, resolution: facts.resolution, axis: axis) else { continue }
            return MissingProof(.container, "list-share", message: "the value is computed from the screen's length (a "
                                + "share of it, or an amount taken from it and scaled), and the same computation on the "
                                + "list is the one the design meant only where the list is as long as the screen: \(why)",
                               suggestion: "where the list spans the screen, or the share is meant of the list, make the "
                                + "change the suggested fix shows; where the list is inset, subtract its insets or size "
                                + "items from the list's own layout",
                               allowsSuggestion: true,
                               suggestionWithoutFix: "size the items as a share of the list's own width once it is laid out, "
                                + "minus its insets where it has them")
        }
        return nil
    }

    /// A view whose own bounds the template reads, sized from the screen elsewhere: its bounds stand
    /// for the screen only through that line. Asked once the edit is rendered, since the edit is
    /// what to write once that line reads the container too (the finding's suggested fix).
    static func screenSized(_ template: Template, facts: SiteFacts) -> MissingProof? {
        let text = template.text
        let analysis = facts.analysis, file = analysis.model.file
        guard text.contains("self.bounds"), facts.typeTags.contains("uiview"), let type = facts.context.type else { return nil }
        // The use's own statement may be what sizes a view of its type: the rewrite migrates that line.
        let statement = analysis.statements.statementRange(at: facts.use.first, inSwiftUI: false) ?? facts.use.first...facts.use.first
        let lines = file.location(statement.lowerBound).line...file.location(statement.upperBound).line
        guard let site = analysis.screenSizedViews.site(sizing: TypeIndex.lastComponent(type.name), except: file.path, lines: lines)
        else { return nil }
        return MissingProof(.container, "screen-sized", message: "this view is itself sized from the screen (\(site.described)), "
                            + "so its bounds stand for the screen only through that line, and where it sizes the view to "
                            + "a share of the screen, its bounds in the screen's place would shrink what it lays out",
                           suggestion: "migrate both together: size the view from its container where it is sized, then "
                            + "lay its content out from bounds here (the suggested fix)",
                           allowsSuggestion: true,
                           suggestionWithoutFix: "migrate both together: size the view from its container where it is "
                            + "sized, then lay its content out from bounds here")
    }

    /// The line of a `superview` the use's member reads (`gesture.location(in: self.superview)`):
    /// its geometry is then in the superview's coordinates, where the view's own bounds prove nothing.
    private func superviewSpaceLine() -> Int? {
        let model = facts.analysis.model
        guard let member = facts.context.member else { return nil }
        return facts.analysis.mentions(of: "superview", in: model.scopes[member].range).first.map { model.file.location($0).line }
    }

    private func handPlacedSite() -> HandPlacedControllers.Site? { Self.handPlacedSite(facts) }

    /// The size a transition hands a controller is its view's only where UIKit sizes that view: a
    /// child placed by hand is handed its parent's size, whatever the code makes its own view.
    private func checkHandedSize() throws {
        guard facts.typeTags.contains("uiviewcontroller"), let site = handPlacedSite() else { return }
        throw MissingProof(.container, "placed-by-hand", message: "this controller's view is placed by hand "
                            + "(\(site.described)), not sized by UIKit: a transition hands it the size of the view it is "
                            + "added to, which is its own only where that code makes it fill that view",
                           suggestion: "where the code pins this controller's view to the edges of the view it is added "
                            + "to, the handed size is its own; otherwise lay out from view.bounds in viewDidLayoutSubviews, "
                            + "which follows the view whatever sizes it")
    }

    /// Where the view of this controller, or of a project superclass or subclass of it, is placed by hand.
    static func handPlacedSite(_ facts: SiteFacts) -> HandPlacedControllers.Site? {
        guard let type = facts.context.type else { return nil }
        let name = TypeIndex.lastComponent(type.name)
        var family: Set<String> = [name]
        for step in facts.resolution?.path ?? [] where step.location != nil { family.insert(TypeIndex.lastComponent(step.name)) }
        family.formUnion(facts.analysis.subtypes.of(name).map(TypeIndex.lastComponent))
        return facts.analysis.handPlacedControllers.site(family: family)
    }

    /// A scroll view's bounds start at its scroll offset: only its width, height and size stand
    /// for the screen's.
    private func checkScrollOrigin(own: Bool, list: Bool, rests: [String]) throws {
        let sizeOnly = rests.allSatisfy { rest in ["width", "height", "size"].contains { rest.hasPrefix(".\($0)") } }
        let rest = rests.first { rest in !["width", "height", "size"].contains { rest.hasPrefix(".\($0)") } } ?? rests[0]
        let places = placesAPoint()
        guard !sizeOnly || places else { return }
        let scrolls = own ? facts.ownViewScrolls
            : list || (facts.containers.chosen(by: conditions).map(ContainerChecks.isScrolling) ?? false)
        guard scrolls else { return }
        if sizeOnly {
            throw MissingProof(.container, "scroll-position", message: "the value ends as a position (an `x:`, `y:`, origin or "
                                + "centre) and the container is a scroll view, whose coordinates start at its scroll offset: "
                                + "for a view placed in it, a share of its length is a visible position only while it is not scrolled",
                               suggestion: "add the scroll offset (`bounds.midX`, `bounds.minY + …`), or place it in the "
                                + "coordinates of a view that does not scroll")
        }
        throw MissingProof(.container, "scroll-origin", message: "the container is a scroll view, whose bounds start at "
                            + "its scroll offset: `bounds\(rest)` is not the screen's `bounds\(rest)`",
                           suggestion: "read only its size (`bounds.size`, `bounds.width`), or use its frame in its superview")
    }

    /// Whether the value ends as a point in the view's coordinates: an `x:` or `y:` of a geometry
    /// value, or a `center`, `origin`, `x` or `y` set. A scroll offset (`contentOffset`,
    /// `targetContentOffset.pointee.x`) is counted in content, where a page's length is right.
    private func placesAPoint() -> Bool {
        let flow = facts.roles.flow
        let target = sizedTarget() ?? []
        let callees = flow.sinks.flatMap { sink -> [String] in
            if case .argument(let callee, _) = sink { return callee }
            return []
        }
        let names = target + callees + flow.operandNames
        if names.contains(where: { $0.lowercased().contains("offset") || $0 == "pointee" }) { return false }
        if flow.labels.contains(where: { $0 == "x" || $0 == "y" }) { return true }
        return target.last.map { ["center", "origin", "x", "y"].contains($0) } ?? false
    }

    /// The target of the assignment the value goes to, when there is one.
    func sizedTarget() -> [String]? {
        for sink in facts.roles.flow.sinks {
            if case .assignment(let target, _) = sink { return target }
        }
        return nil
    }

    /// `frame…`, `self.bounds…`, `view.frame…`, `self.view.center…`: the view's own geometry.
    /// A target that starts from a local or parameter of that name (a loop's `for view in
    /// self.view.subviews`) is another view's.
    private func isOwnGeometry(_ target: [String]) -> Bool {
        var names = target[...]
        if names.first == "self" {
            names = names.dropFirst()
        } else if let first = names.first, facts.analysis.model.namesLocal(first, at: facts.use.first) {
            return false
        }
        if facts.typeTags.contains("uiviewcontroller") {
            guard names.first == "view" else { return false }
            names = names.dropFirst()
        }
        return names.first.map { ["frame", "bounds", "center", "transform"].contains($0) } ?? false
    }

}

/// What the container proof asks of a candidate.
enum ContainerChecks {
    /// Whether a candidate container is a scroll view (a scroll view, table or collection parameter).
    static func isScrolling(_ candidate: ContainerCandidate) -> Bool {
        candidate.kind == .scrollViewParameter || candidate.origin.contains("UITableView")
            || candidate.origin.contains("UICollectionView") || candidate.kind == .collectionViewLayout
    }
}
