import Foundation
import Migration

extension Reporter {
    /// A suggested fix's edits in words, each with the code it replaces in `original`:
    /// `replace 'UIScreen.main.bounds' with 'view.bounds' on line 12 and insert '…' at line 9`.
    static func fixChanges(_ fix: SuggestedFix, original: [UInt8]) -> String {
        let changes = fix.edits.map { edit -> String in
            let new = oneLineCode(edit.replacement)
            let range = edit.range.clamped(to: 0..<original.count)
            let old = oneLineCode(String(decoding: original[range], as: UTF8.self))
            if edit.range.isEmpty { return "insert '\(new)' at line \(edit.line)" }
            if new.isEmpty { return "delete '\(old)' on line \(edit.line)" }
            return "replace '\(old)' with '\(new)' on line \(edit.line)"
        }
        return Summary.sentenceList(changes)
    }

    /// A suggested fix as two sentences for the line formats and SARIF:
    /// `Suggested fix: replace … on line 12. Caveat: the view is not laid out yet ….`
    static func fixWords(_ fix: SuggestedFix, original: [UInt8]) -> String {
        "Suggested fix: \(fixChanges(fix, original: original)). Caveat: \(sentence(fix.message))"
    }

    /// What the line formats and SARIF say at a finding whose fix is among the run's edits.
    static func fixedMessage(_ fix: SuggestedFix, original: [UInt8], mode: RunMode) -> String {
        let changes = fixChanges(fix, original: original)
        let head = mode == .write
            ? "Applied a suggested fix: \(changes)."
            : "Suggested fix, in the diff with --suggested: \(changes); run screenmod --write --suggested to apply."
        return head + " Caveat: \(sentence(fix.message))"
    }

    /// A finding's message, suggestion and suggested fix as sentences on one line, for the
    /// xcode and SARIF formats.
    static func findingText(_ finding: Finding, original: [UInt8]) -> String {
        let text = oneLine(finding.message, suggestion: finding.suggestion)
        return finding.fix.map { text + " " + fixWords($0, original: original) } ?? text
    }

    /// Code on one line: indentation, line breaks and repeated blanks left out.
    static func oneLineCode(_ code: String) -> String {
        code.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `text` ending with a full stop unless a sentence end is already there.
    static func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }
}
