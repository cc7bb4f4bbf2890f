import SourceModel

/// The walk through a local: every later read of the local carries the value on, except the
/// writes of it and the reads of the other side of the size or rectangle it became.
extension ValueFlowWalker {
    /// Whether the name at `index` is written there (`name = …`, `name /= …`), not read.
    func isWrite(_ index: Int) -> Bool {
        file.next(after: index).map { ["=", "+=", "-=", "*=", "/="].contains(file.text($0)) } ?? false
    }

    /// Follows a local's reads in the rest of its body; a local never read hands the value to no
    /// one. A local named as a length or a scale (`radius`, `itemWidth`, `scale`) says what it
    /// holds: a read of it that goes where the walk cannot follow counts as held there.
    func follow(_ name: String, declaredAt index: Int, depth: Int, into flow: inout ValueFlow) {
        guard depth < Self.localDepth else { return flow.end(.unknown("a value passed through many locals")) }
        // A later `name = …` or `name /= …` writes the local again: the value stays in it, read after.
        let reads = analysis.reads(of: name, after: index).filter { !isWrite($0) }
        // A local of a body, a global no file names again, or a `private` or `fileprivate` global,
        // which only this file can read: every read of it is in `reads`.
        let readsAreAll = model.enclosingBrace(before: index) != nil || analysis.project.unreadProperties.contains(name)
            || model.scopes[model.innermostScope(at: index)].propertyDeclaration?.modifiers
                .contains(where: { $0 == "private" || $0 == "fileprivate" }) == true
        guard !reads.isEmpty else {
            return flow.end(readsAreAll ? .unread(name) : .unknown("stored in `\(name)`, which nothing in this file reads"))
        }
        // A global's value also goes wherever other files read it, which this walk does not see.
        if !readsAreAll, !analysis.project.propertiesReadInOwnFile.contains(name) {
            flow.end(.unknown("stored in `\(name)`, which other files may read"))
        }
        let named = LayoutNames.isLength(name) || LayoutNames.isScale(name)
        flow.throughLocal = true
        var inner = self
        if axis == nil { inner.wholeLocal = name }
        inner.side = flow.labels.last(where: { Self.otherSide[$0] != nil }) ?? side
        for read in reads.prefix(32) where !readsOtherSide(read, of: inner.side) {
            var branch = ValueFlow()
            // A local holding the short or long side (`min(w, h)`) stays that side where it is read.
            branch.meetsOtherAxis = flow.meetsOtherAxis
            inner.walk(read, model.postfixChainEnd(after: read), depth: depth + 1, into: &branch)
            flow.absorb(branch, heldIn: named ? name : nil)
        }
    }

    /// The members that read a size's or rectangle's other side, by the side the value became.
    static let otherSide: [String: Set<String>] = [
        "width": ["height", "minY", "midY", "maxY", "y"],
        "height": ["width", "minX", "midX", "maxX", "x"],
    ]

    /// Whether the read of a local at `read` goes on to a member of the side other than `side`
    /// (`headerView.frame.height` where the value was the frame's width): that read is not the value.
    private func readsOtherSide(_ read: Int, of side: String?) -> Bool {
        guard let side, let other = Self.otherSide[side] else { return false }
        var index = read
        while let dot = file.next(after: index), file.punctuation(dot, "."), let member = file.next(after: dot),
              file.tokens[member].kind == .identifier {
            if other.contains(file.text(member)) { return true }
            index = member
        }
        return false
    }
}
