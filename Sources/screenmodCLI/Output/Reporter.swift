import Foundation
import Migration

/// Prints a run's results in the chosen format: results on stdout, messages on stderr.
struct Reporter {
    /// The run to report.
    var run: RunReport
    /// Where to print.
    var console: Console
    /// Whether the diff is coloured.
    var color: Bool

    /// Prints the report in the run's format.
    func print() {
        switch run.settings.format {
        case .diff: printDiff()
        case .xcode: console.out(xcodeLines())
        case .json: console.out(jsonDocument().rendered())
        case .sarif: console.out(sarifDocument().rendered())
        case .github: console.out(githubLines())
        }
    }

    /// Diffs on stdout (not after `--write`: the files already changed); findings on stderr.
    /// The hunks that hold suggested fixes name their rule and caveat after the `@@`, where
    /// `git apply` reads nothing. A finding's fix is not repeated on stderr: the summary counts
    /// the fixes, `--suggested` shows them as a diff and the other formats carry them.
    private func printDiff() {
        let diff = UnifiedDiff(color: color)
        for file in run.files {
            if run.settings.mode != .write, let rewritten = file.rewritten {
                console.out(diff.render(old: file.original, new: rewritten, path: file.relativePath, isNew: file.isNew,
                                        labels: file.fixLabels))
            }
            var messages = ""
            for finding in file.findings {
                messages += "\(file.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                    + "\(finding.message) [\(finding.ruleID)]\n"
                if !finding.suggestion.isEmpty { messages += "    suggestion: \(finding.suggestion)\n" }
            }
            if !messages.isEmpty { console.err(messages) }
        }
    }

    /// Xcode's `path:line:column: warning: message` lines, for edits and findings alike.
    ///
    /// Paths are absolute because Xcode resolves issue locations against no particular folder.
    private func xcodeLines() -> String {
        var text = ""
        for file in run.files {
            for edit in file.edits {
                text += "\(file.absolutePath):\(edit.line):\(Self.shownColumn(edit)): warning: "
                    + "\(Self.editMessage(edit, mode: run.settings.mode)) [\(edit.ruleID)]\n"
            }
            for finding in file.fixed {
                guard let fix = finding.fix else { continue }
                let message = Self.fixedMessage(fix, original: file.original, mode: run.settings.mode)
                text += "\(file.absolutePath):\(finding.line):\(finding.column): warning: "
                    + "\(message.replacingNewlines()) [\(finding.ruleID)]\n"
            }
            for finding in file.findings {
                // One issue per line: Xcode would read a second line as a separate message.
                let message = Self.findingText(finding, original: file.original).replacingNewlines()
                text += "\(file.absolutePath):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                    + "\(message) [\(finding.ruleID)]\n"
            }
        }
        return text
    }

    /// How an edit reads as a message in line-based formats: the new code on one line, its
    /// indentation and line breaks left out; an inserted line (a `guard`) says it is inserted.
    static func editMessage(_ edit: Edit, mode: RunMode) -> String {
        let code = edit.replacement.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        switch (edit.range.isEmpty, mode == .write) {
        case (true, true): return "inserted '\(code)'."
        case (true, false): return "can insert '\(code)' here; run screenmod --write to apply."
        case (false, true): return "rewrote this to '\(code)'."
        case (false, false): return "can be rewritten to '\(code)'; run screenmod --write to apply."
        }
    }

    /// The column a line-based format shows an edit at: an inserted line at its first
    /// non-blank character rather than at column 1 of its indentation.
    static func shownColumn(_ edit: Edit) -> Int {
        guard edit.range.isEmpty, edit.column == 1 else { return edit.column }
        return edit.replacement.prefix { $0 == " " || $0 == "\t" }.count + 1
    }

    /// A finding's message and suggestion as two sentences (`… view's. Suggestion: … helper.`),
    /// for the xcode and SARIF formats; a full stop is added only where none ends a sentence.
    static func oneLine(_ message: String, suggestion: String) -> String {
        guard !suggestion.isEmpty else { return message }
        func sentence(_ text: String) -> String { text.last.map { ".!?".contains($0) } == true ? text : text + "." }
        return sentence(message) + " Suggestion: " + sentence(suggestion)
    }
}

extension String {
    /// The text with each line ending shown as `\n`, for one-line messages.
    func replacingNewlines() -> String {
        var result = ""
        for character in self {
            result += character.isNewline ? "\\n" : String(character)
        }
        return result
    }
}
