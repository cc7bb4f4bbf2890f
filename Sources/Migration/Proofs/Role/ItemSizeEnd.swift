/// A screen length that ends only in a flow layout's item or supplementary size (`layout.itemSize =
/// CGSize(width: cellWidth, …)`, `estimatedItemSize`, `headerReferenceSize`): the size of cells laid out
/// across a collection view, which that collection view's own width gives once it is laid out. Given
/// for a stored property's initial value only: a layout subclass's own rules advise its prepare().
enum ItemSizeEnd {
    /// The flow layout members that size what a collection view lays out.
    static let members: Set<String> = ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"]

    /// What to write instead, where every place the value goes is one of `members`; nil otherwise.
    static func advice(for facts: SiteFacts) -> String? {
        let sinks = facts.roles.flow.sinks
        guard case .bounds(let axis) = facts.roles.reads, axis != .vertical, !sinks.isEmpty,
              sinks.allSatisfy(Self.isItemSize) else { return nil }
        return "the items follow the collection view's width, not the screen's: set the layout's size from "
            + "`collectionView.bounds.width` where the collection view is laid out (viewDidLayoutSubviews, invalidating the "
            + "layout when the width changes), or return it from `collectionView(_:layout:sizeForItemAt:)`; with a "
            + "compositional layout, `.fractionalWidth` follows by itself"
    }

    private static func isItemSize(_ sink: ValueSink) -> Bool {
        guard case .assignment(let target, _) = sink else { return false }
        return target.contains(where: members.contains)
    }
}
