import Migration
import SourceModel
import SwiftLexer

/// Which of a file's suggested fixes a run offers: the diff, `--write --suggested`, the
/// interactive review and every report show the same ones.
///
/// A fix is offered on a warning of a Swift file when its edits overlap no safe edit and no
/// earlier offered fix (an edit identical to one already taken, such as the same property
/// inserted for two uses, is shared), and when the file, with the safe edits and every offered
/// fix applied, still reads the same outside them: the check the engine makes of its own edits.
/// A fix that is not offered is taken off its finding, which stays.
enum SuggestedFixes {
    /// `findings` with the fixes that cannot be offered taken off.
    static func offered(_ findings: [Finding], edits: [Edit], bytes: [UInt8], path: String) -> [Finding] {
        guard findings.contains(where: { $0.fix != nil }) else { return findings }
        var result = findings
        var taken = edits
        var candidates: [Int] = []
        let isSwift = OtherFileKind(path: path) == nil
        for index in result.indices {
            guard let fix = result[index].fix else { continue }
            // A note (a suppressed use, a helper's call site) is context, never work to apply.
            guard isSwift, result[index].severity == .warning, !fix.edits.isEmpty,
                  inserting(fix.edits, into: &taken, size: bytes.count) else {
                takeOff(&result[index])
                continue
            }
            candidates.append(index)
        }
        guard !candidates.isEmpty else { return result }
        let file = SyntaxFile(path: path, source: SourceText(bytes: bytes))
        // One lexing pass for all of them; only when that fails is each fix tried in turn.
        if MigrationEngine.readsTheSame(after: taken, in: file) { return result }
        taken = edits
        for index in candidates {
            var merged = taken
            if let fix = result[index].fix, inserting(fix.edits, into: &merged, size: bytes.count),
               MigrationEngine.readsTheSame(after: merged, in: file) {
                taken = merged
            } else {
                takeOff(&result[index])
            }
        }
        return result
    }

    /// `finding` without its fix, its advice no longer pointing at one.
    private static func takeOff(_ finding: inout Finding) {
        finding.fix = nil
        if let advice = finding.suggestionWithoutFix { finding.suggestion = advice }
    }

    /// `base` (sorted, not overlapping) with `extra` merged in and sorted; an edit identical to
    /// one already there is kept once. Nil when an edit overlaps another or leaves the file.
    static func merging(_ base: [Edit], _ extra: [Edit], size: Int) -> [Edit]? {
        let all = (base + extra).sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [Edit] = []
        result.reserveCapacity(all.count)
        for edit in all {
            guard edit.range.upperBound <= size else { return nil }
            if let last = result.last {
                if last.range == edit.range && last.replacement == edit.replacement { continue }
                // The same rule as the engine's: two insertions at one place have no order.
                if edit.range.lowerBound < last.range.upperBound
                    || (edit.range.isEmpty && last.range.isEmpty && edit.range == last.range) { return nil }
            }
            result.append(edit)
        }
        return result
    }

    /// `merging(base, extra)` done in place where `extra` lands: only the edits of `base` beside
    /// it can overlap it, so a file of N fixes costs N small merges, not N sorts of everything
    /// taken so far. False, with `base` unchanged, where `merging` gives nil.
    static func inserting(_ extra: [Edit], into base: inout [Edit], size: Int) -> Bool {
        guard let low = extra.map(\.range.lowerBound).min(), let high = extra.map(\.range.upperBound).max() else { return true }
        let start = max(0, base.partitionPoint { $0.range.lowerBound >= low } - 1)
        let end = min(base.count, base.partitionPoint { $0.range.lowerBound > high } + 1)
        guard let merged = merging(Array(base[start..<end]), extra, size: size) else { return false }
        base.replaceSubrange(start..<end, with: merged)
        return true
    }

    /// The 1-based lines of the original file that `edit` changes, for labelling diff hunks.
    static func lines(of edit: Edit) -> ClosedRange<Int> {
        // An end at column 1 of a later line ends with the line break before it.
        let last = edit.endColumn == 1 && edit.endLine > edit.line ? edit.endLine - 1 : edit.endLine
        return edit.line...max(edit.line, last)
    }
}
