import SourceModel

/// A SwiftUI frame around a view scaled to fill by its aspect ratio (`.scaledToFill()`,
/// `.aspectRatio(contentMode: .fill)`): such a view reports its own size, larger than the one
/// proposed along one axis, so a flexible frame without a minimum of 0 takes that size instead of
/// the container's.
enum AspectFill {
    /// Whether the token at `index` is an argument of a `.frame(…)` whose view fills by its aspect ratio.
    static func framed(_ index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let open = SwiftUIFrame.opener(holding: index, in: model), let callee = file.previous(before: open),
              let dot = file.previous(before: callee), file.punctuation(dot, "."),
              let end = file.previous(before: dot) else { return false }
        let start = model.chainStart(endingAt: end)
        guard start <= end else { return false }
        // A view inside the chain's closures that fills, unless a frame of its own holds it (an
        // avatar with `.frame(width: 100, height: 100)` in the stack), makes the whole view report
        // its larger size too.
        return (start...end).contains { token in
            guard fills(token, model) else { return false }
            guard let outer = model.enclosingOpener(of: token), outer > start else { return true }
            let call = file.next(after: token).flatMap { file.punctuation($0, "(") ? model.brackets.match($0) : nil } ?? token
            let chainEnd = model.postfixChainEnd(after: call)
            return !(call...chainEnd).contains { file.token($0, is: "frame") }
        }
    }

    /// Whether the token at `index` makes its view fill by its aspect ratio: `scaledToFill`, or
    /// `aspectRatio` with a `.fill` content mode.
    private static func fills(_ index: Int, _ model: SourceModel) -> Bool {
        let file = model.file
        guard file.tokens[index].kind == .identifier else { return false }
        if file.token(index, is: "scaledToFill") { return true }
        guard file.token(index, is: "aspectRatio"), let open = file.next(after: index), file.punctuation(open, "("),
              let close = model.brackets.match(open) else { return false }
        return (open...close).contains { file.token($0, is: "fill") }
    }
}

/// A SwiftUI `.frame(…)` call, as the frame checks find it from a use among its arguments.
enum SwiftUIFrame {
    /// The `(` of the `frame(…)` call the token at `index` is an argument of, if any.
    static func opener(holding index: Int, in model: SourceModel) -> Int? {
        guard let open = model.enclosingOpener(of: index), model.file.punctuation(open, "("),
              let callee = model.file.previous(before: open), model.file.token(callee, is: "frame") else { return nil }
        return open
    }
}
