import Foundation
import Migration

/// How `explain` prints a use: the verdict first, then the proofs, then (with `--verbose`) the
/// facts and the rules tried.
enum ExplainText {
    /// One use's explanation; `run` is the file's result, which says whether a later stage took
    /// the edit back.
    static func use(_ use: UseExplanation, path: String, run: FileResult, verbose: Bool) -> String {
        var text = "\(path):\(use.line):\(use.column)  \(use.spelled)\n"
        var verdict = use.verdict
        if verdict.hasPrefix("rewritten"), !run.edits.contains(where: { $0.line == use.line && $0.ruleID == use.ruleID }) {
            let taken = run.findings.first { $0.line == use.line && $0.ruleID == use.ruleID }
            verdict += "; the run takes it back" + (taken.map { ": \($0.message)" } ?? "")
        }
        text += "  => \(verdict)\n"
        for proof in use.proofs {
            let label = proof.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            text += "  \(label) \(proof.holds ? "proven" : "MISSING"): \(proof.text)\n"
            if let advice = proof.suggestion, !advice.isEmpty, advice != use.suggestion {
                text += "             to fix: \(advice)\n"
            }
        }
        if let suggestion = use.suggestion, !suggestion.isEmpty { text += "  suggestion: \(suggestion)\n" }
        if let fix = use.fix { text += "  suggested fix: `\(fix)`\n" }
        if verbose {
            for fact in use.facts { text += "  \(fact)\n" }
            for step in use.trial { text += "  tried \(step)\n" }
        }
        return text
    }

    /// A finding of the run on the line that belongs to no use (a helper's call site, a note).
    static func finding(_ finding: Finding, path: String) -> String {
        var text = "\(path):\(finding.line):\(finding.column)\n  => finding [\(finding.ruleID)]: \(finding.message)\n"
        if !finding.suggestion.isEmpty { text += "  suggestion: \(finding.suggestion)\n" }
        return text
    }
}
