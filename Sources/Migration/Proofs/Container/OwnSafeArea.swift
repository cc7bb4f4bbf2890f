import SourceModel

/// A name that holds the view's own safe-area inset: every value the file gives it is the view's
/// `safeAreaInsets` (`bottomInset = view.safeAreaInsets.bottom` in a controller, `safeAreaInsets.top`
/// in a view) or, for systems before them, the controller's layout guide (`bottomLayoutGuide.length`),
/// apart from a number it starts at. Subtracted from the view's bounds, such an inset is the view's
/// own, so the arithmetic holds for the bounds as it held for a full-screen view; a bar's height or
/// the window's inset would not.
extension FileAnalysis {
    /// Whether the file gives `name` no value but the view's own safe-area inset, and gives it one:
    /// a controller's `view.safeAreaInsets` or layout guides, a view's own `safeAreaInsets`.
    func holdsOwnSafeAreaInset(_ name: String, inController: Bool) -> Bool {
        let key = (inController ? "controller|" : "view|") + name
        if let known = ownSafeAreaInsets[key] { return known }
        let answer = findsOwnSafeAreaInset(name, inController: inController)
        ownSafeAreaInsets[key] = answer
        return answer
    }

    private func findsOwnSafeAreaInset(_ name: String, inController: Bool) -> Bool {
        let file = model.file
        var assigned = false, declared = false
        for index in mentions(of: name) {
            if let before = file.previous(before: index), file.keyword(before, "let") || file.keyword(before, "var") { declared = true }
            guard let next = file.next(after: index) else { continue }
            // `inset += 8` changes the value by an amount no inset names.
            if file.tokens[next].kind == .operator, file.text(next).hasSuffix("="), !ValueFlowWalker.comparisons.contains(file.text(next)) {
                return false
            }
            guard file.punctuation(next, "=") || isTypedDeclaration(index), let start = valueStart(after: index) else { continue }
            if file.tokens[start].kind == .number, model.operandEnd(from: start) == start { continue }
            guard Self.ownInset(from: start, in: file, inController: inController) else { return false }
            assigned = true
        }
        // Declared here, so no other file's code of the type gives it a value this file does not show.
        return assigned && declared
    }

    /// `let name: CGFloat = …`: the `=` after a type annotation.
    private func isTypedDeclaration(_ index: Int) -> Bool {
        let file = model.file
        guard let before = file.previous(before: index), file.keyword(before, "let") || file.keyword(before, "var"),
              let colon = file.next(after: index), file.punctuation(colon, ":") else { return false }
        return true
    }

    /// The first token of the value assigned to the name at `index` (`name = value`, `let name: T = value`).
    private func valueStart(after index: Int) -> Int? {
        let file = model.file
        var cursor = file.next(after: index)
        while let token = cursor, !file.punctuation(token, "=") {
            guard file.tokens[token].kind == .identifier || file.punctuation(token, ":") || file.punctuation(token, ".") else { return nil }
            cursor = file.next(after: token)
        }
        return cursor.flatMap { file.next(after: $0) }
    }

    /// Whether the chain from `start` is the view's own inset (`OwnInset.isOwn`), and nothing more.
    private static func ownInset(from start: Int, in file: SyntaxFile, inController: Bool) -> Bool {
        var names: [String] = []
        var cursor: Int? = start
        while let token = cursor, file.tokens[token].kind == .identifier || file.keyword(token, "self") {
            names.append(file.text(token))
            guard let dot = file.next(after: token), file.punctuation(dot, ".") else { break }
            cursor = file.next(after: dot)
        }
        return OwnInset.isOwn(names, inController: inController, guides: true)
    }
}

/// A member chain that reads the view's own safe-area inset along one edge: in a controller
/// `[self.]view.safeAreaInsets.edge` (or, with `guides`, `[self.]top/bottomLayoutGuide.length`),
/// in a view `[self.]safeAreaInsets.edge`.
enum OwnInset {
    static func isOwn(_ chain: [String], inController: Bool, guides: Bool = false) -> Bool {
        var names = chain[...]
        if names.first == "self" { names = names.dropFirst() }
        if inController {
            if guides, ["topLayoutGuide", "bottomLayoutGuide"].contains(names.first ?? ""), names.dropFirst().elementsEqual(["length"]) {
                return true
            }
            guard names.first == "view" else { return false }
            names = names.dropFirst()
        }
        return names.count == 2 && names.first == "safeAreaInsets" && ["top", "bottom", "left", "right"].contains(names.last ?? "")
    }
}
