import SourceModel

/// SwiftUI's decorating modifiers: their content is laid out in the space of the view they
/// decorate (`.background(Image(…).frame(…))`, `.overlay { … }`), not in the container's.
enum Decoration {
    /// The modifiers whose content SwiftUI proposes the decorated view's size.
    static let modifiers: Set<String> = ["background", "overlay", "mask"]

    /// Whether the token at `index` is in the content of one of `modifiers`.
    static func contains(_ index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        var cursor = index
        while let open = model.enclosingOpener(of: cursor) {
            var callee = file.previous(before: open)
            // `.overlay(alignment: .top) { … }`: the trailing closure follows the call's parentheses.
            if file.punctuation(open, "{"), let close = callee, file.punctuation(close, ")"), let paren = model.brackets.match(close) {
                callee = file.previous(before: paren)
            }
            if let callee, file.tokens[callee].kind == .identifier, modifiers.contains(file.text(callee)),
               let dot = file.previous(before: callee), file.punctuation(dot, ".") {
                return true
            }
            cursor = open
        }
        return false
    }
}
