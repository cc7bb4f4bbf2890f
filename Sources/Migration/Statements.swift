import SwiftLexer
import SourceModel

/// Finds statement boundaries inside one `{ … }` block from tokens alone: a new statement
/// starts after `;` or at a line break that does not continue the expression (a line that
/// starts with `.member`, an infix operator, `=`, `as` or `else`, or follows one that ends in
/// an operator, `=` or `,`). Nested brackets are skipped as a whole.
struct Statements {
    let model: SourceModel
    var file: SyntaxFile { model.file }

    /// The innermost `{` that encloses `index`, not searching before `limit`.
    func enclosingBlock(of index: Int, limit: Int) -> Int? {
        var i = index - 1
        while i >= limit {
            if file.punctuation(i, "}") || file.punctuation(i, ")") || file.punctuation(i, "]"),
               let open = model.brackets.match(i), open < i {
                i = open - 1
                continue
            }
            if file.punctuation(i, "{") { return i }
            i -= 1
        }
        return nil
    }

    /// For each token in `range`, what `enclosingBlock(of:limit: range.lowerBound)` answers, or
    /// -1 for nil, in one pass: the walk back from a token goes on from the token before it, or
    /// from the opening partner of the bracket it skips, whose answers are already known.
    func enclosingBlocks(in range: Range<Int>) -> [Int32] {
        let lower = range.lowerBound
        var table = [Int32](repeating: -1, count: range.count)
        for index in range where index > lower {
            let i = index - 1
            if file.punctuation(i, "}") || file.punctuation(i, ")") || file.punctuation(i, "]"),
               let open = model.brackets.match(i), open < i {
                table[index - lower] = open >= lower ? table[open - lower] : -1
            } else if file.punctuation(i, "{") {
                table[index - lower] = Int32(i)
            } else {
                table[index - lower] = table[i - lower]
            }
        }
        return table
    }

    /// The first token of each statement of the block whose body starts after `bodyStart`
    /// and ends before `close`, in order.
    func starts(after bodyStart: Int, before close: Int) -> [Int] {
        var starts: [Int] = []
        var atStart = true
        var i = bodyStart + 1
        while i < close {
            let token = file.tokens[i]
            if token.kind == .newline {
                if !atStart, let previous = file.previous(before: i), let next = file.next(after: i), next < close,
                   !continues(after: previous, before: next) {
                    atStart = true
                }
                i += 1
                continue
            }
            if token.kind.isTrivia { i += 1; continue }
            if file.punctuation(i, ";") { atStart = true; i += 1; continue }
            if atStart {
                starts.append(i)
                atStart = false
            }
            if let partner = model.brackets.match(i), partner > i { i = partner + 1 } else { i += 1 }
        }
        return starts
    }

    /// The tokens of the statement holding `index` in the block opened at `open` and closed at
    /// `close`, from the block's statement `starts` (found once per block by the caller): from its
    /// first token up to the next statement's, or to the close.
    static func span(holding index: Int, starts: [Int], open: Int, close: Int) -> Range<Int> {
        let after = starts.partitionPoint { $0 > index }
        return (after == 0 ? open + 1 : starts[after - 1])..<(after < starts.count ? starts[after] : close)
    }

    /// Whether a line break between `previous` and `next` (consecutive significant tokens) ends
    /// the statement `previous` is in.
    func endsStatement(between previous: Int, and next: Int) -> Bool {
        file.newlineBetween(previous, next) && !continues(after: previous, before: next)
    }

    /// Whether the line break between `previous` and `next` continues one expression.
    func continues(after previous: Int, before next: Int) -> Bool {
        if model.isInfix(previous) || file.punctuation(previous, "=") || file.punctuation(previous, ",")
            || file.punctuation(previous, ".") || file.punctuation(previous, ":") || file.punctuation(previous, "(")
            || file.punctuation(previous, "[") || file.keyword(previous, "in") {
            return true
        }
        if file.tokens[next].kind == .directive || file.tokens[previous].kind == .directive { return false }
        // No statement starts with `=`, `->`, `as` or `is`: such a line continues the one before
        // (found by the fuzzer: a guard went between `x` and `= UIScreen.main…`).
        return file.punctuation(next, ".") || model.isInfix(next) || file.punctuation(next, ":")
            || file.punctuation(next, "=") || file.punctuation(next, "->")
            || file.keyword(next, "as") || file.keyword(next, "is")
            || file.keyword(next, "else") || file.keyword(next, "catch") || file.keyword(next, "where")
    }

    /// Whether the statement from `start` through `end` assigns at its top level (`=`, `+=` …).
    func assigns(from start: Int, through end: Int) -> Bool {
        var i = start
        while i <= end {
            if file.punctuation(i, "=") { return true }
            if file.tokens[i].kind == .operator, file.text(i).hasSuffix("="),
               !["==", "!=", "<=", ">=", "===", "!=="].contains(file.text(i)) {
                return true
            }
            if let partner = model.brackets.match(i), partner > i { i = partner + 1 } else { i += 1 }
        }
        return false
    }

    /// The whitespace before `index` on its line, or nil when other code precedes it there.
    func indentation(of index: Int) -> (lineStart: Int, indent: String)? {
        var i = index - 1
        var indent = ""
        if i >= 0, file.tokens[i].kind == .whitespace {
            indent = file.text(i)
            i -= 1
        }
        guard i < 0 || file.tokens[i].kind == .newline else { return nil }
        return (i + 1, indent)
    }

    /// The line ending the file uses just before `index` (LF when there is none before it).
    func lineEnding(before index: Int) -> String {
        var i = index - 1
        while i >= 0 {
            if file.tokens[i].kind == .newline { return file.text(i) }
            i -= 1
        }
        return "\n"
    }
}
