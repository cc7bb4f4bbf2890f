extension ObjectiveCAvailability {
    /// The offset of the `if` whose condition holds the code at `offset` when its `else` does the same as
    /// its `then`, token for token (`if (height < 500) { frame = a; } else { frame = a; }`): the test, and
    /// the screen read in it, decide nothing.
    func equalBranches(conditionHolding offset: Int) -> Int? {
        guard let low = firstToken(atOrAfter: offset) else { return nil }
        var depth = 0
        for index in stride(from: low - 1, through: max(0, low - 64), by: -1) {
            if isPunctuation(index, ")") { depth += 1; continue }
            if isPunctuation(index, ";") || isPunctuation(index, "{") || isPunctuation(index, "}") { return nil }
            guard isPunctuation(index, "(") else { continue }
            if depth > 0 { depth -= 1; continue }
            guard isWord(index - 1, "if"), let close = closer[index], let then = branch(after: close),
                  isWord(then.upperBound + 1, "else"), let otherwise = branch(after: then.upperBound + 1),
                  !isWord(then.upperBound + 2, "if") else { continue }
            return sameTokens(then, otherwise) ? tokens[index - 1].start : nil
        }
        return nil
    }

    /// The tokens of the branch after token `index`: a `{ … }` block with its braces, or one statement to its `;`.
    private func branch(after index: Int) -> ClosedRange<Int>? {
        let first = index + 1
        guard first < tokens.count else { return nil }
        if isPunctuation(first, "{") { return closer[first].map { first...$0 } }
        var end = first
        while end < tokens.count, !isPunctuation(end, ";") {
            if isPunctuation(end, "{") || isPunctuation(end, "}") { return nil }
            end += 1
        }
        return end < tokens.count ? first...end : nil
    }

    /// Whether two token ranges spell the same code: the same tokens, and the same string and character
    /// literals among them, whatever the comments and spacing.
    private func sameTokens(_ one: ClosedRange<Int>, _ other: ClosedRange<Int>) -> Bool {
        one.count == other.count && zip(one, other).allSatisfy({ text($0) == text($1) })
            && literalBytes(in: one) == literalBytes(in: other)
    }

    /// The bytes of the literals between the first and the last token of `range`, one array per literal.
    private func literalBytes(in range: ClosedRange<Int>) -> [ArraySlice<UInt8>] {
        let span = tokens[range.lowerBound].start..<tokens[range.upperBound].end
        let first = literals.partitionPoint { $0.lowerBound >= span.lowerBound }
        return literals[first...].prefix { $0.lowerBound < span.upperBound }.map { bytes[$0] }
    }
}
