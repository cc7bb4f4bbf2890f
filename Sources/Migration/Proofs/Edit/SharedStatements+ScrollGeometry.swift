import SourceModel

/// A list that pages counts its scroll offset in item sizes: `contentOffset.x = width * page`
/// lands on a page only while `width` is the width its layout gives each item. Where a file sets
/// or compares a scroll offset with the screen's length and also sizes items with it, the two
/// are one decision: rewriting one to the list's bounds and keeping the other on the screen
/// scrolls to the middle of an item wherever the window is not the screen.
extension SharedStatements {
    /// Names that set, compare or aim a scroll offset.
    static let scrollOffsetNames: Set<String> = [
        "contentOffset", "setContentOffset", "targetContentOffset", "scrollRectToVisible",
    ]
    /// Names that size the items or the content an offset counts in.
    static let itemExtentNames: Set<String> = ["itemSize", "estimatedItemSize", "contentSize"]
    /// Members where UIKit hands over a scroll position or asks for an item's size.
    static let scrollOffsetMembers: Set<String> = [
        "scrollViewDidScroll(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDecelerating(_:)",
        "scrollViewDidEndScrollingAnimation(_:)", "scrollViewWillBeginDragging(_:)",
        "targetContentOffset(forProposedContentOffset:)",
        "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
    ]
    static let itemExtentMembers: Set<String> = ["collectionView(_:layout:sizeForItemAt:)"]

    /// The file's list-geometry decision, for a use whose statement (or the statement reading the
    /// local it binds) names a scroll offset or an item size, or that sits in a member where
    /// UIKit hands over an offset or asks for a size. Uses in an offset mark the file.
    func scrollGeometry(at use: Use, statements: [ClosedRange<Int>]) -> Decision? {
        let member = model.context(at: use.first).memberKey(in: model)
        let named = statements.map { names(in: $0) }
        let offset = member.map(Self.scrollOffsetMembers.contains) == true || named.contains { $0.offset }
        let extent = member.map(Self.itemExtentMembers.contains) == true || named.contains { $0.extent }
        guard offset || extent else { return nil }
        // One key per file: a representable's coordinator reads the offset its parent's pages are sized for.
        hasScrollOffset = hasScrollOffset || offset
        return Decision(key: "scroll geometry", kind: .scrollGeometry)
    }

    /// Whether the kept and rewritten uses of `decision` must move together: a list geometry only
    /// pairs where its file has an offset; item sizes alone are independent of each other.
    func binds(_ decision: Decision) -> Bool {
        decision.kind != .scrollGeometry || hasScrollOffset
    }

    /// Whether the statement names a scroll offset and an item size; found once per statement.
    private func names(in statement: ClosedRange<Int>) -> (offset: Bool, extent: Bool) {
        if let known = scrollNames[statement.lowerBound] { return known }
        let file = model.file
        var found = (offset: false, extent: false)
        for index in statement where file.tokens[index].kind == .identifier {
            let name = file.text(index)
            found.offset = found.offset || Self.scrollOffsetNames.contains(name)
            found.extent = found.extent || Self.itemExtentNames.contains(name)
        }
        scrollNames[statement.lowerBound] = found
        return found
    }
}
