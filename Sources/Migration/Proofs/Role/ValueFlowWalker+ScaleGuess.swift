import SourceModel

/// A comparison of the screen's length whose result picks one of two display scales
/// (`UIScreen.main.bounds.width <= 375 ? 2 : 3`, `… ? 1.0 / 2.0 : 1.0 / 3.0` for a hairline): the
/// display's scale guessed from the device's size.
extension ValueFlowWalker {
    /// Whether the comparison ending at token `end` (its right operand's last token, or the value's
    /// where the value is on the right) is the condition of a ternary whose two branches are two
    /// different scales (1, 2, 3) or two different one-pixel lengths (1, 1/2, 1/3).
    func picksScale(afterComparisonEndingAt end: Int) -> Bool {
        var question = file.next(after: end)
        while let token = question, file.punctuation(token, ")") { question = file.next(after: token) }
        guard let question, file.token(question, is: "?"), model.isInfix(question),
              let first = file.next(after: question), let firstEnd = numberExpressionEnd(from: first),
              let colon = file.next(after: firstEnd), file.punctuation(colon, ":"),
              let second = file.next(after: colon), let secondEnd = numberExpressionEnd(from: second),
              let a = value(first...firstEnd), let b = value(second...secondEnd), abs(a - b) > 0.01 else { return false }
        func isOne(of values: [Double]) -> (Double) -> Bool { { value in values.contains { abs($0 - value) < 0.01 } } }
        return [a, b].allSatisfy(isOne(of: [1, 2, 3])) || [a, b].allSatisfy(isOne(of: [1, 0.5, 1.0 / 3]))
    }

    /// The end of an expression of number literals, `*`, `/` and parentheses starting at `start`.
    private func numberExpressionEnd(from start: Int) -> Int? {
        guard var end = model.operandEnd(from: start) else { return nil }
        while let sign = file.next(after: end), file.token(sign, is: "/") || file.token(sign, is: "*"), model.isInfix(sign),
              let term = file.next(after: sign), let termEnd = model.operandEnd(from: term) {
            end = termEnd
        }
        return end
    }

    /// The value of number literals combined left to right by `*` and `/`, in parentheses or not.
    private func value(_ range: ClosedRange<Int>) -> Double? {
        var result: Double?, pending = "*"
        for index in range where !file.tokens[index].kind.isTrivia && !file.punctuation(index, "(") && !file.punctuation(index, ")") {
            if file.token(index, is: "*") || file.token(index, is: "/") { pending = file.text(index); continue }
            guard file.tokens[index].kind == .number, let number = Double(file.text(index).filter { $0 != "_" }) else { return nil }
            guard let current = result else { result = number; continue }
            if pending == "/" { guard number != 0 else { return nil }; result = current / number } else { result = current * number }
        }
        return result
    }
}
