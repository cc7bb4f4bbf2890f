import SourceModel

extension UseSurroundings {
    /// Whether the use is a rectangle's length inset on both sides by the offset its origin
    /// sets: `CGRect(x: 24, …, width: UIScreen.main.bounds.width - 48, …)`, the same for `y:` and
    /// `height:`. The origin is in the superview's coordinates, so the amount is the view's
    /// margin inside its superview, not the superview's distance from the screen's edges: the
    /// superview's length less that amount keeps the same margins.
    static func insetByItsOrigin(_ use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        guard let (axis, end) = screenAxis(of: use, in: file),
              let label = model.argumentLabel(of: use.first), label == (axis == .horizontal ? "width" : "height"),
              let opener = model.enclosingOpener(of: use.first), let callee = file.previous(before: opener),
              file.identifier(callee, "CGRect"),
              let minus = file.next(after: end), file.token(minus, is: "-"), model.isInfix(minus),
              let amount = file.next(after: minus), let twice = file.numberValue(amount),
              let after = file.next(after: amount), file.punctuation(after, ",") || file.punctuation(after, ")"),
              let origin = argument(axis == .horizontal ? "x" : "y", after: opener, in: model),
              let offset = file.numberValue(origin),
              let next = file.next(after: origin), file.punctuation(next, ",") else { return false }
        return offset > 0 && twice == 2 * offset
    }

    /// Whether the use centres a rectangle in its superview: `CGRect(x: (UIScreen.main.bounds.width
    /// - side) / 2, …)` or `frame.origin.x = (UIScreen.main.bounds.width - side) / 2`, or `y` with
    /// the height. An origin is in the superview's coordinates, so the length it centres in is the
    /// superview's.
    static func centresByItsOrigin(_ use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        guard let (axis, _) = screenAxis(of: use, in: file),
              let open = file.previous(before: use.first), file.punctuation(open, "("),
              let close = model.brackets.match(open), let slash = file.next(after: close), file.token(slash, is: "/"),
              let two = file.next(after: slash), file.numberValue(two) == 2,
              let before = file.previous(before: open) else { return false }
        let origin = axis == .horizontal ? "x" : "y"
        // `frame.origin.x = (UIScreen.main.bounds.width - width) / 2`
        if file.punctuation(before, "="), let target = file.previous(before: before), file.text(target) == origin,
           let dot = file.previous(before: target), file.punctuation(dot, "."), let owner = file.previous(before: dot),
           file.text(owner) == "origin" {
            return true
        }
        guard let after = file.next(after: two), file.punctuation(after, ",") || file.punctuation(after, ")"),
              file.punctuation(before, ":"), let label = file.previous(before: before), file.text(label) == origin,
              let opener = model.enclosingOpener(of: open), let callee = file.previous(before: opener),
              file.identifier(callee, "CGRect") else { return false }
        return true
    }

    /// The first token of the argument labelled `label` in the call group opened at `opener`.
    static func argument(_ label: String, after opener: Int, in model: SourceModel) -> Int? {
        let file = model.file
        guard let close = model.brackets.match(opener) else { return nil }
        var position = opener
        while let next = file.next(after: position), next < close {
            if file.tokens[next].kind == .identifier, file.text(next) == label, let colon = file.next(after: next), file.punctuation(colon, ":"),
               let previous = file.previous(before: next), previous == opener || file.punctuation(previous, ",") {
                return file.next(after: colon)
            }
            position = model.brackets.match(next).map { max($0, next) } ?? next
        }
        return nil
    }
}
