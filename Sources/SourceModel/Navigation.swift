/// Questions about the tokens around a position, answered from the bracket tables the structure
/// pass built, so that decision code asks "which argument holds this?" instead of walking.
///
/// Every walk here is bounded by the group it stays in: it skips a closed bracket group in one
/// step (its partner), and it stops at the opener that encloses the start.
extension SourceModel {
    /// The nearest `(`, `[` or `{` whose group holds `index`.
    public func enclosingOpener(of index: Int) -> Int? {
        // Looked up past the `;` that end statements but open no group: a walk from `;` to `;`
        // made every use on a line of N statements cost N.
        enclosing.group(before: index)
    }

    /// The first token before `index` in the same group that `stop` accepts, stepping over whole
    /// bracket groups (`stop` sees a group's closer, then the walk goes on before its opener);
    /// nil when the group's opener (or the file's start) comes first. `stop` gets each token with
    /// the one the walk came from (the next significant token after it, or the opener of the
    /// group after it), so it can ask whether a line break lies between.
    public func previousInGroup(before index: Int, where stop: (_ token: Int, _ following: Int) -> Bool) -> Int? {
        var following = index
        var current = file.previous(before: index)
        while let position = current {
            // An opener met on the way back is the group's own (or an unclosed one): the walk ends.
            if file.punctuation(position, "(") || file.punctuation(position, "[") || file.punctuation(position, "{") {
                return nil
            }
            if stop(position, following) { return position }
            let start = brackets.match(position).map { min($0, position) } ?? position
            following = start
            current = file.previous(before: start)
        }
        return nil
    }

    /// The non-trivia tokens of the argument labelled `label` in the call parentheses `open`…`close`
    /// (`[20]` for `constant` in `constraint(equalTo: a, constant: 20)`), or nil when no argument has it.
    public func argumentTokens(labelled label: String, open: Int, close: Int) -> [Int]? {
        var position = file.next(after: open)
        var atStart = true
        var collecting: [Int]?
        while let current = position, current < close {
            if file.punctuation(current, ",") {
                if collecting != nil { return collecting }
                atStart = true
                position = file.next(after: current)
                continue
            }
            if atStart, let colon = file.next(after: current), file.punctuation(colon, ":"), file.text(current) == label {
                collecting = []
                position = file.next(after: colon)
                atStart = false
                continue
            }
            atStart = false
            let end = brackets.match(current).map { max($0, current) } ?? current
            collecting?.append(contentsOf: (current...end).filter { !file.tokens[$0].kind.isTrivia })
            position = file.next(after: end)
        }
        return collecting
    }

    /// The label of the call argument that holds `index` (`width` in `CGSize(width: a + b, …)`
    /// for a token of `a + b`), or nil when it is unlabelled or in no call's parentheses.
    public func argumentLabel(of index: Int) -> String? {
        guard let opener = enclosingOpener(of: index), file.punctuation(opener, "(") else { return nil }
        let separator = previousInGroup(before: index) { token, _ in file.punctuation(token, ",") }
        guard let labelEnd = file.next(after: separator ?? opener), let colon = file.next(after: labelEnd),
              file.punctuation(colon, ":"), colon < index else { return nil }
        let kind = file.tokens[labelEnd].kind
        return kind == .identifier || kind == .keyword ? file.text(labelEnd) : nil
    }

    /// Whether the name at `index` labels an argument or a tuple element (`width` in
    /// `CGSize(width: w, …)`): followed by `:` right after the `(` or a `,` of a parenthesized
    /// group. A name before `:` elsewhere is read: a ternary's `? size :`, a dictionary key, a `case`.
    public func isLabel(_ index: Int) -> Bool {
        guard let after = file.next(after: index), file.punctuation(after, ":"), let before = file.previous(before: index),
              file.punctuation(before, "(") || file.punctuation(before, ","),
              let opener = enclosingOpener(of: index) else { return false }
        return file.punctuation(opener, "(")
    }

    /// The first token of the operand chain that ends at `index`: names, `self`, dots, `?`, `!`
    /// and the call, subscript and trailing-closure groups between them (`self.items[0]?.frame`
    /// from `frame`, `container.map { $0.bounds }` from its `}`).
    public func chainStart(endingAt index: Int) -> Int {
        var start = index
        var current: Int? = index
        if let opener = brackets.match(index), opener < index { current = opener; start = opener }
        current = current.flatMap { file.previous(before: $0) }
        while let position = current {
            // A chain goes on over a line break only at a dot (`items\n    .first`): a line that
            // starts with a name starts a new statement.
            if file.newlineBetween(position, start), !file.punctuation(start, "."), !file.punctuation(position, ".") { break }
            if let opener = brackets.match(position), opener < position, !isBlock(closedAt: position, opener: opener) {
                current = file.previous(before: opener)
                start = opener
                continue
            }
            let kind = file.tokens[position].kind
            guard kind == .identifier || file.keyword(position, "self") || file.punctuation(position, ".")
                || file.token(position, is: "?") || file.token(position, is: "!") else { break }
            start = position
            current = file.previous(before: position)
        }
        // A chain starts at a name or a group, never at a dot or a `?`.
        while start < index, !(file.tokens[start].kind == .identifier || file.keyword(start, "self")
                               || brackets.match(start) != nil) {
            guard let next = file.next(after: start) else { break }
            start = next
        }
        return start
    }

    /// Whether the `}` at `close` ends a block (a body, a branch) rather than a trailing closure:
    /// a trailing closure's `{` follows a name or a call's `)`.
    private func isBlock(closedAt close: Int, opener: Int) -> Bool {
        guard file.punctuation(close, "}") else { return false }
        guard let before = file.previous(before: opener) else { return true }
        return !(file.tokens[before].kind == .identifier || file.punctuation(before, ")"))
    }
}

extension SourceModel {
    /// The first token after `index` in the same group that `stop` accepts, stepping over whole
    /// bracket groups; nil when the group's closer (or the file's end) comes first.
    public func nextInGroup(after index: Int, where stop: (Int) -> Bool) -> Int? {
        var current = file.next(after: index)
        while let position = current {
            if file.punctuation(position, ")") || file.punctuation(position, "]") || file.punctuation(position, "}") {
                return nil
            }
            if stop(position) { return position }
            let end = brackets.match(position).map { max($0, position) } ?? position
            current = file.next(after: end)
        }
        return nil
    }
}

extension SyntaxFile {
    /// Whether the dot at `dot` starts an implicit member (`.image` after `==`, `(`, `,`, `return`):
    /// a static member or a case of the type the context expects, never an instance's member.
    public func startsImplicitMember(_ dot: Int) -> Bool {
        guard punctuation(dot, ".") else { return false }
        guard let before = previous(before: dot) else { return true }
        return tokens[before].kind == .operator || keyword(before, "return") || keyword(before, "case")
            || ["(", "[", ",", ":", "=", "{"].contains { punctuation(before, $0) }
    }
}
