import SourceModel

extension ValueFlowWalker {
    /// `a > b ? b : a` (and its mirror images) is `min(a, b)` or `max(a, b)` spelled out: the
    /// comparison picks one of its own two operands, so the value goes on as the ternary's result
    /// rather than ending in a test. The ternary's tokens, and the operand the value is set against;
    /// nil for any other comparison.
    func pickedByComparison(_ low: Int, _ high: Int, op: Int) -> (whole: ClosedRange<Int>, other: ClosedRange<Int>)? {
        guard ["<", ">", "<=", ">="].contains(file.text(op)) else { return nil }
        let left: ClosedRange<Int>, right: ClosedRange<Int>
        if op > high {
            guard let start = file.next(after: op), let end = model.operandEnd(from: start) else { return nil }
            (left, right) = (low...high, start...end)
        } else {
            guard let end = file.previous(before: op) else { return nil }
            (left, right) = (model.chainStart(endingAt: end)...end, low...high)
        }
        guard let question = file.next(after: right.upperBound), file.token(question, is: "?"), model.isInfix(question),
              let first = file.next(after: question), let firstEnd = model.operandEnd(from: first),
              let colon = file.next(after: firstEnd), file.punctuation(colon, ":"),
              let second = file.next(after: colon), let secondEnd = model.operandEnd(from: second) else { return nil }
        let operands = [spelled(left), spelled(right)], branches = [spelled(first...firstEnd), spelled(second...secondEnd)]
        guard operands[0] != operands[1], Set(operands) == Set(branches) else { return nil }
        return (left.lowerBound...secondEnd, op > high ? right : left)
    }

    private func spelled(_ range: ClosedRange<Int>) -> String {
        file.compactText(from: range.lowerBound, through: range.upperBound)
    }
}
