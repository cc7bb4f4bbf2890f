import SwiftLexer
import SourceModel
import RuleLanguage

/// A pattern matched at one use: the tokens it covers and what its holes captured.
struct Match {
    /// Token index of the first matched token.
    var first: Int
    /// Token index of the last matched token.
    var last: Int
    /// Capture name -> the source text it captured (empty for an empty `$$$` rest).
    var captures: [String: String]
    /// Capture name -> the bytes of the file it captured, for captures that are not empty.
    var captureRanges: [String: Range<Int>] = [:]
}

/// Matches rule patterns against the tokens around a use, ignoring trivia between tokens.
struct PatternMatcher {
    let model: SourceModel
    var file: SyntaxFile { model.file }

    /// Matches `pattern` with its anchor aligned to `use`.
    func match(_ pattern: Pattern, at use: Use) -> Match? {
        let elements = pattern.elements
        var captures: [String: String] = [:]
        var ranges: [String: Range<Int>] = [:]
        let first: Int
        let resume: Int
        var position: Int? = use.main
        if pattern.anchor.isMainScreen {
            guard use.anchor.isMainScreen,
                  let start = matchPrefix(elements[..<pattern.anchorIndex], before: use.first,
                                          captures: &captures, ranges: &ranges) else { return nil }
            // The anchor `UIScreen .` stands for however the use spells the screen (`UIKit.UIScreen.`,
            // `Self.`, or nothing inside `extension UIScreen`); matching resumes at `main`.
            (first, resume) = (start, pattern.anchorIndex + 2)
        } else {
            // Another anchor is lined up on its last name; the path and what precedes it are
            // matched backwards from there, the rest forwards after it.
            guard !use.anchor.isMainScreen, file.text(use.main) == pattern.anchor.word,
                  let start = matchPrefix(elements[...pattern.anchorIndex], before: use.main + 1,
                                          captures: &captures, ranges: &ranges) else { return nil }
            // A pattern that starts with the path covers the use's `UIKit.` prefix too.
            let pathStart = pattern.anchorIndex - 2 * (pattern.anchor.path.count - 1)
            (first, resume) = (pathStart == 0 && !pattern.anchor.isMember ? min(start, use.first) : start,
                               pattern.anchorIndex + 1)
            position = file.next(after: use.main)
        }
        var last = use.main
        for element in elements[min(resume, elements.count)...] {
            switch element {
            case .token(_, let text):
                guard let current = position, file.text(current) == text else { return nil }
                last = current
            case .hole(let name):
                guard let current = position, let end = model.operandEnd(from: current) else { return nil }
                captures[name] = file.text(from: current, through: end)
                ranges[name] = file.tokens[current].offset..<file.tokens[end].end
                last = end
            case .rest(let name):
                let end = model.postfixChainEnd(after: last)
                captures[name] = end > last ? file.text(from: last + 1, through: end) : ""
                if end > last { ranges[name] = file.tokens[last + 1].offset..<file.tokens[end].end }
                last = end
            }
            position = file.next(after: last)
        }
        // `windows.first` must not match the start of `windows.first(where: …)` or
        // `windows.first { … }`: the rewrite would cut the call in two.
        if !pattern.anchor.isMainScreen, case .token(.identifier, _)? = elements.last, callFollows(last) { return nil }
        return Match(first: first, last: last, captures: captures, captureRanges: ranges)
    }

    /// Whether a call's `(` (on the same line) or a trailing closure follows the name at `name`.
    func callFollows(_ name: Int) -> Bool {
        guard let next = file.next(after: name) else { return false }
        if file.punctuation(next, "(") { return !file.newlineBetween(name, next) }
        guard file.punctuation(next, "{"), next + 1 < file.count else { return false }
        return model.scopes[model.innermostScope(at: next + 1)].closure?.braces.lowerBound == next
    }

    /// Matches the elements before the anchor backwards, capturing their `$NAME` holes; returns
    /// the first matched index.
    func matchPrefix(_ prefix: ArraySlice<Pattern.Element>, before first: Int,
                     captures: inout [String: String], ranges: inout [String: Range<Int>]) -> Int? {
        var start = first
        var position = prefix.endIndex
        while position > prefix.startIndex {
            position -= 1
            guard let previous = file.previous(before: start) else { return nil }
            switch prefix[position] {
            case .token(_, let text):
                guard file.text(previous) == text else { return nil }
                start = previous
            case .hole(let name):
                // The compiler puts a token on the hole's left: the operand lies between it and `start`.
                guard position > prefix.startIndex, case .token(_, let left) = prefix[position - 1],
                      let begin = operandStart(ending: previous, after: left) else { return nil }
                captures[name] = file.text(from: begin, through: previous)
                ranges[name] = file.tokens[begin].offset..<file.tokens[previous].end
                start = begin
            case .rest:
                return nil
            }
        }
        return start
    }

    /// The first token of the operand that ends at `end` and follows a token spelled `left`:
    /// found by walking back over balanced brackets to `left`, then checked forwards.
    func operandStart(ending end: Int, after left: String) -> Int? {
        var index = end
        for _ in 0..<256 {
            let token = file.tokens[index]
            if token.kind == .punctuation, [")", "]", "}"].contains(file.text(index)) {
                guard let open = model.brackets.match(index), open < index else { return nil }
                index = open
            }
            guard let previous = file.previous(before: index) else { return nil }
            if file.text(previous) == left {
                return model.operandEnd(from: index) == end ? index : nil
            }
            if file.tokens[previous].kind == .punctuation, ["(", "[", "{", ",", ";"].contains(file.text(previous)) {
                return nil
            }
            index = previous
        }
        return nil
    }
}
