import SourceModel

/// A ternary that picks the screen's shorter or longer side with arithmetic around it: its condition
/// compares the screen's two axes and each branch reads one of them, not the same one
/// (`h > w ? (w / 50) : (h / 50)`). The comparison asks no question of orientation, and no branch is
/// a length of one axis: together they are the device's side, the same in every orientation.
extension UseSurroundings {
    /// The most tokens a walk for a ternary's `?` or a condition's start looks at.
    private static let reach = 48

    static func ternaryPicksSide(_ use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        // In the condition: the comparison ends at `?`, in parentheses or not.
        if let question = questionAfterCondition(holding: use.first, in: model) {
            return picksSide(question: question, in: model)
        }
        // In a branch, in parentheses or not: `?` or `:` right before it.
        var start = use.first
        var before = file.previous(before: start)
        // Out of grouping parentheses (not a call's): `((w - 4 * gap) / 7)`.
        for _ in 0..<3 {
            guard let token = before, !file.token(token, is: "?"), !file.punctuation(token, ":"),
                  let open = model.enclosingOpener(of: start), file.punctuation(open, "("),
                  file.previous(before: open).map({ file.tokens[$0].kind != .identifier && !file.punctuation($0, ")") }) ?? false
            else { break }
            start = open
            before = file.previous(before: open)
        }
        guard let before else { return false }
        if file.token(before, is: "?") { return picksSide(question: before, in: model) }
        var steps = 0
        guard file.punctuation(before, ":"),
              let question = model.previousInGroup(before: before, where: { token, _ in
                  steps += 1
                  return steps > reach || file.token(token, is: "?") || file.punctuation(token, ",") || file.punctuation(token, ";")
              }), file.token(question, is: "?") else { return false }
        return picksSide(question: question, in: model)
    }

    /// The `?` that ends the comparison holding the token `first`, directly or after the parentheses
    /// around the comparison.
    private static func questionAfterCondition(holding first: Int, in model: SourceModel) -> Int? {
        let file = model.file
        // A condition is a few tokens long: the walk stops after `reach` of them, so a use in a long
        // body costs no walk to the body's end.
        var steps = 0
        let stop: (Int) -> Bool = { token in
            steps += 1
            return steps > reach || file.token(token, is: "?") || file.punctuation(token, ",") || file.punctuation(token, ";")
                || file.token(token, is: "=")
        }
        if let found = model.nextInGroup(after: first, where: stop), file.token(found, is: "?") { return found }
        guard let open = model.enclosingOpener(of: first), file.punctuation(open, "("), let close = model.brackets.match(open),
              let next = file.next(after: close), file.token(next, is: "?") else { return nil }
        return next
    }

    /// Whether the ternary at `question` compares the screen's two axes and its two branches each read
    /// one screen axis, different ones.
    private static func picksSide(question: Int, in model: SourceModel) -> Bool {
        let file = model.file
        let condition: Range<Int>
        if let end = file.previous(before: question), file.punctuation(end, ")"), let open = model.brackets.match(end) {
            condition = (open + 1)..<end
        } else {
            var steps = 0
            guard let end = file.previous(before: question),
                  let start = model.previousInGroup(before: end, where: { token, _ in
                      steps += 1
                      return steps > reach || file.punctuation(token, ",") || file.punctuation(token, ";")
                          || file.token(token, is: "=") || file.keyword(token, "return")
                  }) ?? model.enclosingOpener(of: end) else { return false }
            condition = (start + 1)..<question
        }
        let compares = condition.contains { ["<", ">", "<=", ">="].contains(file.text($0)) }
        guard compares, Set(axes(in: condition, model: model)).count == 2 else { return false }
        var steps = 0
        guard let colon = model.nextInGroup(after: question, where: { token in
                  steps += 1
                  return steps > reach || file.punctuation(token, ":")
              }), file.punctuation(colon, ":"), let falseStart = file.next(after: colon) else { return false }
        let falseEnd = file.punctuation(falseStart, "(") ? model.brackets.match(falseStart) ?? falseStart
            : model.postfixChainEnd(after: falseStart)
        let whenTrue = axes(in: (question + 1)..<colon, model: model)
        let whenFalse = axes(in: falseStart..<(falseEnd + 1), model: model)
        return whenTrue.count == 1 && whenFalse.count == 1 && whenTrue != whenFalse
    }

    /// The axes of the screen reads (`UIScreen.main.bounds.width`, `….bounds.size.height`) in `range`.
    private static func axes(in range: Range<Int>, model: SourceModel) -> [Axis] {
        let file = model.file
        return range.filter { file.identifier($0, "UIScreen") }.compactMap { screen in
            var members: [String] = []
            var index = screen
            while let dot = file.next(after: index), range.contains(dot), file.punctuation(dot, "."),
                  let name = file.next(after: dot), file.tokens[name].kind == .identifier {
                members.append(file.text(name))
                index = name
            }
            guard members.count >= 3, members[0] == "main", members[1] == "bounds", let last = members.last else { return nil }
            return Axis(member: last)
        }
    }
}
