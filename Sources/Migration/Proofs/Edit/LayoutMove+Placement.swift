import SwiftLexer
import SourceModel

/// Whether the moved frame is the subview's only placement: it is added to the root view, whose
/// bounds the moved code reads, and nothing else in the type reads or sets its geometry, so the
/// frame is the same whenever anything looks at it.
extension LayoutMove {
    /// What one occurrence of the subview's name does.
    enum Occurrence {
        /// Declares it, or is an argument label or a parameter spelled the same.
        case declaration
        /// Reads or sets something other than its geometry (`label.text = …`).
        case harmless
        /// Hands it to the root view: `view.addSubview(name)` (`adds`), `insertSubview`, `bringSubviewToFront`.
        case rootViewCall(adds: Bool)
        /// Anything else: its geometry, its layer, constraints, or the view itself handed on.
        case placing
    }

    /// A layer's properties that place it, and with it the view's drawing.
    static let layerGeometry: Set<String> = ["frame", "bounds", "position", "anchorPoint", "transform", "sublayerTransform"]

    /// Whether the type adds `name` with `view.addSubview(name)` and every other occurrence of
    /// the name in the type, outside the statements that move, leaves its geometry alone.
    func placesOnlyHere(_ name: String, besides moved: [ClosedRange<Int>]) -> Bool {
        var added = false
        for declaration in declarations {
            for index in facts.analysis.identifiers(in: declaration)[name] ?? [] where !moved.contains(where: { $0.contains(index) }) {
                switch occurrence(at: index) {
                case .declaration, .harmless: continue
                case .rootViewCall(let adds): added = added || adds
                case .placing: return false
                }
            }
        }
        return added
    }

    /// What the occurrence of the name at `index` does. Any receiver but `self` counts as this
    /// view too: a rebound self (`strongSelf.name`) is not told apart from another object's property.
    func occurrence(at index: Int) -> Occurrence {
        guard let before = file.previous(before: index) else { return .placing }
        if file.keyword(before, "var") || file.keyword(before, "let") || file.keyword(before, "func") { return .declaration }
        if let after = file.next(after: index), file.punctuation(after, ":"),
           file.punctuation(before, "(") || file.punctuation(before, ",") || file.punctuation(before, "_")
            || file.tokens[before].kind == .identifier || file.tokens[before].kind == .keyword {
            return .declaration
        }
        var start = index
        var qualified = false
        if file.punctuation(before, ".") {
            var receiver = file.previous(before: before)
            if let unwrapped = receiver, file.token(unwrapped, is: "?") || file.token(unwrapped, is: "!") {
                receiver = file.previous(before: unwrapped)
            }
            if let receiver, file.keyword(receiver, "self") { start = receiver } else { qualified = true }
        }
        var end = index
        while file.token(end + 1, is: "?") || file.token(end + 1, is: "!") { end += 1 }
        if let dot = file.next(after: end), file.punctuation(dot, "."), let member = file.next(after: dot) {
            let text = file.text(member)
            // The layer's look (`layer.cornerRadius`) leaves the frame alone; its geometry does not.
            if text == "layer" {
                guard let next = file.next(after: member), file.punctuation(next, "."),
                      let property = file.next(after: next) else { return .placing }
                return Self.layerGeometry.contains(file.text(property)) ? .placing : .harmless
            }
            return Self.placing.contains(text) || text.hasSuffix("Anchor") ? .placing : .harmless
        }
        guard !qualified, let call = rootViewCall(around: start, end: end) else { return .placing }
        return call
    }

    /// For a name that is a whole argument (`(name)`, `(name, at: 0)`, `(x, aboveSubview: name)`) of
    /// a call of the root view (`view.` or `self.view.`) in `subviewCalls`: that call.
    private func rootViewCall(around start: Int, end: Int) -> Occurrence? {
        guard let before = file.previous(before: start), let after = file.next(after: end),
              file.punctuation(before, "(") || file.punctuation(before, ",") || file.punctuation(before, ":"),
              file.punctuation(after, ")") || file.punctuation(after, ","),
              let open = model.enclosingOpener(of: start), file.punctuation(open, "("),
              let callee = file.previous(before: open), file.tokens[callee].kind == .identifier,
              Self.subviewCalls.contains(file.text(callee)),
              let dot = file.previous(before: callee), file.punctuation(dot, "."),
              let view = file.previous(before: dot), file.identifier(view, "view") else { return nil }
        if let owner = file.previous(before: view), file.punctuation(owner, ".") {
            guard let receiver = file.previous(before: owner), file.keyword(receiver, "self") else { return nil }
        } else if model.isShadowed("view", at: view) {
            return nil
        }
        let adds = file.identifier(callee, "addSubview") || file.identifier(callee, "insertSubview")
        return .rootViewCall(adds: adds && file.punctuation(before, "("))
    }
}
