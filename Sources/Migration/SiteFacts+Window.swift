import SourceModel

extension SiteFacts {
    /// Whether the use at `first` is on the right of an assignment to a window's frame or
    /// bounds (`window.frame = UIScreen.main.bounds`, `messageWindow?.frame = frame ?? UIScreen.main.bounds`).
    /// A window takes its size from its window scene; no view's bounds can stand in for the
    /// screen there, least of all those of a view inside that window.
    static func sizesWindow(_ first: Int, in file: SyntaxFile) -> Bool {
        guard let assignment = assignmentBefore(first, in: file),
              let member = file.previous(before: assignment),
              file.identifier(member, "frame") || file.identifier(member, "bounds"),
              let dot = file.previous(before: member), file.punctuation(dot, ".") else { return false }
        // The receiver: a chain of names, `?`, `!` and dots, one of which names a window.
        var index = file.previous(before: dot)
        while let current = index {
            let token = file.tokens[current]
            if token.kind == .identifier {
                if file.text(current).lowercased().contains("window") { return true }
            } else if !(file.punctuation(current, ".") || file.token(current, is: "?") || file.token(current, is: "!")
                        || file.keyword(current, "self")) {
                return false
            }
            index = file.previous(before: current)
        }
        return false
    }

    /// The `=` whose right side the use at `first` belongs to: found by walking back over an
    /// operand chain and `??`, at the same bracket depth; nil at anything else.
    private static func assignmentBefore(_ first: Int, in file: SyntaxFile) -> Int? {
        var depth = 0
        var index = file.previous(before: first)
        var steps = 0
        while let current = index, steps < 200 {
            steps += 1
            let token = file.tokens[current]
            if file.punctuation(current, ")") || file.punctuation(current, "]") {
                depth += 1
            } else if file.punctuation(current, "(") || file.punctuation(current, "[") {
                if depth == 0 { return nil }
                depth -= 1
            } else if depth == 0 {
                if file.punctuation(current, "=") { return current }
                let allowed = token.kind == .identifier || file.punctuation(current, ".") || file.token(current, is: "??")
                    || file.token(current, is: "?") || file.token(current, is: "!") || file.keyword(current, "self")
                if !allowed { return nil }
            }
            index = file.previous(before: current)
        }
        return nil
    }
}
