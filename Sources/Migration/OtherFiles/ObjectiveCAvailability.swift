/// Objective-C code that runs only on older systems: the `else` of `if (@available(iOS 13.0, *))`.
/// Such a branch is what an app keeps for the systems before that version; from that version on
/// it never runs, so it needs no migration, only deleting once the deployment target reaches it.
struct ObjectiveCAvailability {
    let tokens: [ObjectiveCToken]
    let bytes: [UInt8]

    /// The offset of the `@available` whose `else` block holds the token at `position`, if any.
    func olderSystemCheck(holding position: Int) -> Int? {
        var cursor = position
        while let open = enclosingBrace(before: cursor) {
            defer { cursor = open }
            guard open > 0, isWord(open - 1, "else"), open > 1, isPunctuation(open - 2, "}"),
                  let blockOpen = matchingOpen(of: open - 2), blockOpen > 0, isPunctuation(blockOpen - 1, ")"),
                  let conditionOpen = matchingParenthesis(of: blockOpen - 1) else { continue }
            // `if (@available(…))`: the `@` and the word inside the condition's parentheses.
            for index in conditionOpen..<(blockOpen - 1) where isPunctuation(index, "@") && isWord(index + 1, "available") {
                guard conditionOpen > 0, isWord(conditionOpen - 1, "if") else { break }
                return tokens[index].start
            }
        }
        return nil
    }

    /// The `{` that opens the block holding the token at `position`.
    private func enclosingBrace(before position: Int) -> Int? {
        var depth = 0
        var index = position - 1
        while index >= 0 {
            if isPunctuation(index, "}") { depth += 1 }
            if isPunctuation(index, "{") {
                if depth == 0 { return index }
                depth -= 1
            }
            index -= 1
        }
        return nil
    }

    private func matchingOpen(of close: Int) -> Int? { matching(close, open: "{", close: "}") }
    private func matchingParenthesis(of close: Int) -> Int? { matching(close, open: "(", close: ")") }

    private func matching(_ close: Int, open: Character, close closing: Character) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if isPunctuation(index, closing) { depth += 1 }
            if isPunctuation(index, open) {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    private func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
            && bytes[tokens[index].start] == character.asciiValue
    }

    private func isWord(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return bytes[tokens[index].start..<tokens[index].end].elementsEqual(word.utf8)
    }
}
