import Migration
import SourceModel
import SwiftLexer

extension FileReport {
    /// The findings that carry a suggested fix, in file order.
    var offeredFixes: [Finding] { findings.filter { $0.fix != nil } }

    /// Makes the new contents the safe edits (when `safe`; otherwise they are dropped from the
    /// report) plus the suggested fixes of the findings `chosen` picks, which move to `fixed`.
    ///
    /// Returns false, and takes no fix, when the picked fixes together with the kept edits
    /// would change how the file reads outside them: every offered fix was checked with all the
    /// others, but a subset can read differently in principle, and nothing unchecked is written.
    @discardableResult
    mutating func takeFixes(where chosen: (Finding) -> Bool, safe: Bool = true) -> Bool {
        if !safe {
            edits = []
            rewritten = nil
        }
        let picked = findings.indices.filter { findings[$0].fix != nil && chosen(findings[$0]) }
        guard !picked.isEmpty, !failed else { return picked.isEmpty }
        var accumulated = edits
        let fits = picked.allSatisfy { SuggestedFixes.inserting(findings[$0].fix?.edits ?? [], into: &accumulated, size: original.count) }
        let merged: [Edit]? = fits ? accumulated : nil
        let file = SyntaxFile(path: path, source: SourceText(bytes: original))
        guard let merged, MigrationEngine.readsTheSame(after: merged, in: file) else { return false }
        let taken = Set(picked)
        fixed += picked.map { findings[$0] }
        findings = findings.indices.filter { !taken.contains($0) }.map { findings[$0] }
        let bytes = merged.applied(to: original)
        rewritten = bytes == original ? nil : bytes
        return true
    }

    /// The labels of the diff hunks the fixes in `fixed` change: `suggested [rule]: caveat`.
    var fixLabels: [UnifiedDiff.HunkLabel] {
        fixed.flatMap { finding -> [UnifiedDiff.HunkLabel] in
            guard let fix = finding.fix else { return [] }
            let text = "suggested [\(finding.ruleID)]: \(fix.message)"
            return fix.edits.map { UnifiedDiff.HunkLabel(lines: SuggestedFixes.lines(of: $0), text: text) }
        }
    }
}
