/// What stands around a use on its line: a comparison (as an object, after it, on either side,
/// with a number) or the `?:` whose fallback it is.
extension ObjectiveCScanner {
    /// Whether the expression starting at token `first` follows `?:`, through the calls and
    /// parentheses that open before it (`?: CGRectGetWidth([UIScreen mainScreen].bounds)`).
    static func followsElvis(_ first: Int, _ text: (Int) -> String?) -> Bool {
        var index = first - 1
        while text(index) == "(" {
            index -= 1
            if let name = text(index), name.first.map({ $0.isLetter || $0 == "_" }) == true { index -= 1 }
        }
        return text(index) == ":" && text(index - 1) == "?"
    }

    /// Whether the screen object spelled from token `first` to `last` is an operand of `==` or `!=`.
    static func comparedAsObject(first: Int, last: Int, _ text: (Int) -> String?) -> Bool {
        let before = (text(first - 2) ?? "") + (text(first - 1) ?? "")
        let after = (text(last + 1) ?? "") + (text(last + 2) ?? "")
        return ["==", "!="].contains(before) || ["==", "!="].contains(after)
    }

    /// The tokens after `offset` to the end of its line or statement (a `;` or a line break), by index.
    static func restOfLine(after offset: Int, tokens: [ObjectiveCToken], bytes: [UInt8]) -> Range<Int> {
        let start = tokens.partitionPoint { $0.start >= offset }
        var end = start
        while end < tokens.count, tokens[end].text(in: bytes) != ";" {
            end += 1
            if end < tokens.count, bytes[tokens[end - 1].start..<tokens[end].start].contains(0x0A) { break }
        }
        return start..<end
    }

    /// Whether the line holding `offset` compares something (`<`, `>`, `==`, `!=`) after it.
    static func comparedOnItsLine(_ offset: Int, tokens: [ObjectiveCToken], bytes: [UInt8]) -> Bool {
        let rest = restOfLine(after: offset, tokens: tokens, bytes: bytes)
        return rest.contains { index in
            let text = tokens[index].text(in: bytes)
            let next = index + 1 < rest.upperBound ? tokens[index + 1].text(in: bytes) : ""
            return text == "<" || text == ">" || ((text == "=" || text == "!") && next == "=")
        }
    }

    /// Whether the line holding the panel's size read at `offset` compares it, on either side: an
    /// operator, `CGSizeEqualToSize`, or a `switch` on it.
    static func panelCompared(_ offset: Int, tokens: [ObjectiveCToken], bytes: [UInt8]) -> Bool {
        var start = tokens.partitionPoint { $0.start >= offset }
        while start > 0, tokens[start - 1].text(in: bytes) != ";", !bytes[tokens[start - 1].start..<tokens[start].start].contains(0x0A) {
            start -= 1
        }
        let line = start..<restOfLine(after: offset, tokens: tokens, bytes: bytes).upperBound
        return line.contains { index in
            let text = tokens[index].text(in: bytes)
            let next = index + 1 < line.upperBound ? tokens[index + 1].text(in: bytes) : ""
            return ["<", ">", "CGSizeEqualToSize", "switch"].contains(text) || ((text == "=" || text == "!") && next == "=")
        }
    }

    /// Whether the read spelled from token `first` to `last` is one side of a comparison whose
    /// other side is a number: `[UIScreen mainScreen].scale > 2.1f`, `3.0 == [[UIScreen mainScreen] scale]`.
    static func comparedWithNumber(first: Int, last: Int, tokens: [ObjectiveCToken], bytes: [UInt8]) -> Bool {
        func text(_ position: Int) -> String { tokens.indices.contains(position) ? tokens[position].text(in: bytes) : "" }
        func isNumber(_ position: Int) -> Bool { tokens.indices.contains(position) && tokens[position].kind == .number }
        let comparisons: Set<String> = ["<", ">", "<=", ">=", "==", "!="]
        // An operator is one token or two (`>` `=`), as the tokenizer splits it.
        if comparisons.contains(text(last + 1)) && isNumber(last + 2) { return true }
        if comparisons.contains(text(last + 1) + text(last + 2)) && isNumber(last + 3) { return true }
        if comparisons.contains(text(first - 1)) && isNumber(first - 2) { return true }
        return comparisons.contains(text(first - 2) + text(first - 1)) && isNumber(first - 3)
    }
}
