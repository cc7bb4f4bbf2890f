import SourceModel

/// Whether a SwiftUI container is as wide as the view whose body writes it: each step from it up
/// to a `some View` getter is a container that hands its content the width it is given (a
/// vertical stack, an overlay stack, a group, a reader, a loop, a navigation container, a scroll
/// view that scrolls only vertically, an `if` or `switch` branch), and no modifier on the way
/// narrows it across. Positive proof: a step of any other kind (an `HStack`, a modifier's
/// closure, a call screenmod does not know) proves nothing.
enum FullWidthContent {
    /// The containers that propose their content the width they are given.
    static let passing: Set<String> = ["VStack", "LazyVStack", "ZStack", "Group", "ScrollViewReader", "GeometryReader",
                                       "ForEach", "NavigationView", "NavigationStack", "ScrollView"]

    /// Whether the container named at token `callee`, whose content closes at `closingBrace`, spans its view.
    static func spansItsView(callee: Int, closingBrace: Int, model: SourceModel) -> Bool {
        let file = model.file
        var node = callee, end = closingBrace
        while true {
            if Rewriter.narrowsAcross(after: end, model: model) != nil { return false }
            guard let open = model.enclosingOpener(of: node), file.punctuation(open, "{"),
                  let close = model.brackets.match(open) else { return false }
            if opensViewGetter(open, file: file) { return true }
            guard let owner = passingOwner(of: open, model: model) else { return false }
            node = owner
            end = close
        }
    }

    /// `var body: some View {`: the `{` at `open` opens a getter that returns a view.
    private static func opensViewGetter(_ open: Int, file: SyntaxFile) -> Bool {
        guard let view = file.previous(before: open), file.text(view) == "View",
              let some = file.previous(before: view), file.text(some) == "some",
              let colon = file.previous(before: some) else { return false }
        return file.punctuation(colon, ":")
    }

    /// The token to walk on from when the `{` at `open` is a branch of an `if` or `switch`, or the
    /// content of a container in `passing` (a `ScrollView` only without a horizontal axis).
    private static func passingOwner(of open: Int, model: SourceModel) -> Int? {
        let file = model.file
        guard let before = file.previous(before: open) else { return nil }
        if file.keyword(before, "else") { return before }
        if let keyword = model.statementKeyword(opening: open) {
            return file.keyword(keyword, "if") || file.keyword(keyword, "switch") ? keyword : nil
        }
        var callee = before
        if file.punctuation(before, ")") {
            guard let arguments = model.brackets.match(before), let name = file.previous(before: arguments) else { return nil }
            if ((arguments + 1)..<before).contains(where: { file.text($0) == "horizontal" }) { return nil }
            callee = name
        }
        guard file.tokens[callee].kind == .identifier, passing.contains(file.text(callee)) else { return nil }
        // A dotted name is a member (`.overlay`), not the container.
        if let dot = file.previous(before: callee), file.punctuation(dot, ".") { return nil }
        return callee
    }
}
