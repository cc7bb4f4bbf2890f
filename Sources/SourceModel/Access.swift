import SwiftLexer

/// Whether an expression is read or written.
public enum Access: String, Sendable, Equatable {
    /// Read: anything but an assignment target.
    case read
    /// The target of `=`.
    case assign
    /// The target of a compound assignment such as `+=` or `-=`.
    case compoundAssign = "compound-assign"
}

extension SyntaxFile {
    /// How the expression whose last token is at `last` is used: the token after it decides.
    public func access(after last: Int) -> Access {
        guard let next = next(after: last) else { return .read }
        if punctuation(next, "=") { return .assign }
        guard tokens[next].kind == .operator else { return .read }
        let text = self.text(next)
        let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
        if text.count >= 2, text.hasSuffix("="), !comparisons.contains(text) { return .compoundAssign }
        return .read
    }
}
