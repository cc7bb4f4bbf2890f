extension SourceModel {
    /// Whether the code at `index` runs only where `name` (or `self.name`) is known not to be
    /// nil, as tested inside `body`: in the block of an `if` whose conditions bind or test it
    /// (`if let name`, `if let w = name`, `if name != nil`), or after a `guard` that does, or
    /// after `if name == nil { return }`, in a block around `index`.
    public func isCheckedNonNil(_ name: String, at index: Int, in body: ClosedRange<Int>) -> Bool {
        var brace = enclosingBrace(before: index)
        while let open = brace, open > body.lowerBound {
            if let keyword = conditionKeyword(opening: open), file.keyword(keyword, "if"),
               conditionProves(name, from: keyword, to: open) { return true }
            brace = enclosingBrace(before: open)
        }
        return earlyExit(checking: name, before: index, in: body)
    }

    /// The names a condition binds (`if let scene = …, let window = …`, `if let window`, `guard var
    /// x = y`), in order, outside any bracket group the condition holds (a closure's own `let`).
    public func conditionBindings(in condition: ClosedRange<Int>) -> [String] {
        var bound: [String] = []
        var index = condition.lowerBound
        while index <= condition.upperBound {
            if file.keyword(index, "let") || file.keyword(index, "var"), let name = file.next(after: index),
               name <= condition.upperBound, file.tokens[name].kind == .identifier {
                bound.append(file.text(name))
            }
            index = brackets.match(index).map { $0 > index ? $0 + 1 : index + 1 } ?? index + 1
        }
        return bound
    }

    /// The `if`, `guard` or `while` whose block `brace` opens, read back over the conditions
    /// (`if let x = y, x > 0 {`); nil for any other block.
    public func conditionKeyword(opening brace: Int) -> Int? {
        let allowed: Set<String> = ["let", "var", "case", "is", "as", "try", "await", "self", "true", "false", "nil", "some", "any"]
        let stop = previousInGroup(before: brace) { token, _ in
            if file.punctuation(token, ";") || file.punctuation(token, "}") { return true }
            return file.tokens[token].kind == .keyword && !allowed.contains(file.text(token))
        }
        guard let stop, file.keyword(stop, "if") || file.keyword(stop, "guard") || file.keyword(stop, "while") else {
            return nil
        }
        return stop
    }

    /// The `for`, `switch`, `if`, `guard` or `while` whose block the `{` at `brace` opens, or nil
    /// where the `{` opens something else (a trailing closure, a type's or a function's body).
    /// Swift reads a `{` after a call in these statements' headers as the block, never as a
    /// trailing closure: `for _ in 0..<rows(count) {` calls `rows(_:)`.
    public func statementKeyword(opening brace: Int) -> Int? {
        if let keyword = conditionKeyword(opening: brace) { return keyword }
        let header: Set<String> = ["_", "in", "where", "case", "let", "var", "try", "await", "self", "true", "false", "nil", "is", "as", "some", "any"]
        let stop = previousInGroup(before: brace) { token, _ in
            if file.punctuation(token, ";") || file.punctuation(token, "}") { return true }
            return file.tokens[token].kind == .keyword && !header.contains(file.text(token))
        }
        guard let stop, file.keyword(stop, "for") || file.keyword(stop, "switch") else { return nil }
        return stop
    }

    /// Whether the conditions between `keyword` and `end` bind `name` or test it against nil:
    /// `let name`, `let x = name`, `let x = self.name`, `name != nil`, and, for `negated`, `name == nil`.
    func conditionProves(_ name: String, from keyword: Int, to end: Int, negated: Bool = false) -> Bool {
        var index = keyword
        while let current = file.next(after: index), current < end {
            index = current
            guard file.tokens[current].kind == .identifier, file.text(current) == name else { continue }
            var first = current
            if let dot = file.previous(before: current), file.punctuation(dot, "."),
               let owner = file.previous(before: dot), file.keyword(owner, "self") { first = owner }
            if let after = file.next(after: current), after < end,
               file.token(after, is: negated ? "==" : "!="), let operand = file.next(after: after), file.keyword(operand, "nil") {
                return true
            }
            guard !negated, let before = file.previous(before: first) else { continue }
            // `let name` (shorthand) or `let x = name` / `let x = self.name`; not `let name = other`,
            // which binds another value to the name.
            if file.keyword(before, "let") || file.keyword(before, "var") {
                let after = file.next(after: current)
                if after.map({ file.token($0, is: "=") || file.punctuation($0, ":") }) != true { return true }
                continue
            }
            if file.token(before, is: "="), let bound = file.previous(before: before),
               let binder = file.previous(before: bound), file.keyword(binder, "let") || file.keyword(binder, "var") {
                return true
            }
        }
        return false
    }

    /// Whether a `guard` proving `name` (or an `if name == nil { return … }`) ends before `index`
    /// in a block that holds `index`.
    private func earlyExit(checking name: String, before index: Int, in body: ClosedRange<Int>) -> Bool {
        var position = body.lowerBound
        while let next = file.next(after: position), next < index {
            position = next
            guard file.keyword(next, "guard") || file.keyword(next, "if") else { continue }
            guard let open = firstBrace(after: next, before: index), let close = brackets.match(open), close < index,
                  let block = enclosingBrace(before: next), block == enclosingBrace(before: index) || encloses(block, index)
            else { continue }
            if file.keyword(next, "guard"), conditionProves(name, from: next, to: open) { return true }
            if file.keyword(next, "if"), conditionProves(name, from: next, to: open, negated: true),
               let first = file.next(after: open), file.keyword(first, "return") || file.keyword(first, "break") {
                return true
            }
        }
        return false
    }

    /// The first `{` after `keyword` that opens its block, before `limit`.
    private func firstBrace(after keyword: Int, before limit: Int) -> Int? {
        var index = keyword
        while let next = file.next(after: index), next < limit {
            if file.punctuation(next, "{") { return next }
            index = brackets.match(next).map { max($0, next) } ?? next
        }
        return nil
    }

    /// Whether the block opened at `brace` holds `index`.
    private func encloses(_ brace: Int, _ index: Int) -> Bool {
        guard let close = brackets.match(brace) else { return false }
        return brace < index && index < close
    }
}
