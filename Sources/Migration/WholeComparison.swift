import SwiftLexer
import SourceModel
import RuleLanguage

/// A pattern that is a comparison (`UIScreen.main.bounds.width > $W`) matches the tokens of one,
/// but in `x + UIScreen.main.bounds.width > 700 - y` those tokens are not the whole comparison:
/// `+` and `-` bind tighter. Replacing them would change what the code computes, so a rewrite
/// of a comparison is made only where no tighter operator touches the match.
enum WholeComparison {
    static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
    /// Operators that bind looser than a comparison, and the ternary's parts.
    static let looser: Set<String> = ["&&", "||", "?", ":", "=", "!"]

    /// Whether `pattern` has a comparison outside its brackets.
    static func isComparison(_ pattern: Pattern) -> Bool {
        var depth = 0
        for element in pattern.elements {
            guard case .token(_, let text) = element else { continue }
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
            if depth == 0, comparisons.contains(text) { return true }
        }
        return false
    }

    /// Why the matched comparison is not a whole operand, or nil when it is.
    static func problem(_ match: Match, in file: SyntaxFile) -> String? {
        for neighbour in [file.previous(before: match.first), file.next(after: match.last)] {
            guard let index = neighbour, file.tokens[index].kind == .operator else { continue }
            let text = file.text(index)
            if !looser.contains(text) {
                return "`\(text)` next to the comparison binds tighter, so the comparison is not the whole expression"
            }
        }
        return nil
    }
}
