import SourceModel

/// A SwiftUI frame around a view scaled to fill by its aspect ratio (`.scaledToFill()`,
/// `.aspectRatio(contentMode: .fill)`): such a view reports its own size, larger than the one
/// proposed along one axis, so a flexible frame without a minimum of 0 takes that size instead of
/// the container's.
enum AspectFill {
    /// Whether the token at `index` is an argument of a `.frame(…)` whose view fills by its aspect ratio.
    static func framed(_ index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let open = model.enclosingOpener(of: index), file.punctuation(open, "("), let callee = file.previous(before: open),
              file.token(callee, is: "frame"), let dot = file.previous(before: callee), file.punctuation(dot, "."),
              let end = file.previous(before: dot) else { return false }
        let start = model.chainStart(endingAt: end)
        guard start <= end else { return false }
        return (start...end).contains { token in
            guard file.tokens[token].kind == .identifier else { return false }
            if file.token(token, is: "scaledToFill") { return true }
            guard file.token(token, is: "fill"), let before = file.previous(before: token), file.punctuation(before, "."),
                  let call = model.enclosingOpener(of: token), let name = file.previous(before: call) else { return false }
            return file.token(name, is: "aspectRatio")
        }
    }
}
