import SourceModel

/// A stored property whose initial value reads the screen while a layout hook of its own type
/// assigns it again (`var columnWidth = UIScreen.main.bounds.width` with `columnWidth =
/// view.bounds.width` in `viewDidLayoutSubviews()`): the initial value is a placeholder that the
/// first layout replaces, not a value that stays the main screen's. In a SwiftUI view, the same
/// holds for a property the view assigns from what it measures (`displayHeight = proxy.size.height`
/// in a `GeometryReader` or an `onGeometryChange` action).
enum StoredPlaceholder {
    /// The closures whose code runs with the view's measured size.
    static let measuringCallees: Set<String> = ["GeometryReader", "onGeometryChange"]

    /// The layout hooks whose assignment replaces the placeholder once the view is laid out.
    static let layoutHooks: Set<String> = ["layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews"]

    /// The line of the first assignment to the property whose initializer holds `index`, made in an
    /// overridden layout hook of the same type or in a measuring closure, as `name = …` or
    /// `self.name = …`, and whether it is the latter; nil where none is.
    /// `mentions` gives the tokens that spell a name (`FileAnalysis.mentions(of:)`, searched once per name).
    static func reassignmentLine(ofInitializerAt index: Int, context: Context, in model: SourceModel,
                                 mentions: (String) -> ArraySlice<Int>) -> (line: Int, measured: Bool)? {
        let file = model.file
        guard context.placement == .storedInitializer, let member = context.member, let type = context.type,
              let property = model.scopes[member].propertyDeclaration, property.names.count == 1,
              let name = property.names.first, let body = type.body else { return nil }
        for token in mentions(name) where token != property.keywordIndex && body.contains(token) {
            guard let equals = file.next(after: token), file.punctuation(equals, "="), isOwnSpelling(token, in: file),
                  case let there = model.context(at: token), there.type?.keywordIndex == type.keywordIndex,
                  !readsScreen(afterAssignment: equals, in: file) else { continue }
            if there.closures.contains(where: { measuringCallees.contains($0.callee ?? "") }) {
                return (file.location(token).line, true)
            }
            guard let hook = there.member.flatMap({ model.scopes[$0].functionDeclaration }),
                  layoutHooks.contains(hook.name), hook.modifiers.contains("override") else { continue }
            return (file.location(token).line, false)
        }
        return nil
    }

    /// Whether the value assigned after `equals`, to the end of its line, reads the screen again
    /// (`max(bounds.width, UIScreen.main.bounds.width)`): then the screen's value stays a floor
    /// after layout, and the initial value is no mere placeholder.
    private static func readsScreen(afterAssignment equals: Int, in file: SyntaxFile) -> Bool {
        let line = file.location(equals).line
        var index = file.next(after: equals)
        while let current = index, file.location(current).line == line {
            if file.token(current, is: "UIScreen") { return true }
            index = file.next(after: current)
        }
        return false
    }

    /// `name` or `self.name`: the instance's own property, not another object's or a local's.
    private static func isOwnSpelling(_ token: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.previous(before: token) else { return true }
        if file.keyword(dot, "let") || file.keyword(dot, "var") { return false }
        guard file.punctuation(dot, ".") else { return true }
        return file.previous(before: dot).map { file.keyword($0, "self") } ?? false
    }
}
