import Migration

extension InteractiveReview {
    /// One question of the review: a file's safe edits, or one suggested fix.
    struct Question {
        /// The group `a` and `d` answer for: the safe edits of every file, or one rule's fixes.
        var group: String
        /// The line above the prompt: what is asked about and, for a fix, its caveat.
        var label: String
        /// `Apply this fix`, `Apply these safe edits`.
        var prompt: String
        /// What `?` prints.
        var help: String
        /// The finding whose fix is asked about; nil for the safe edits.
        var finding: Finding?
        /// The file as it is and as the answer `y` would leave it (from the original, whatever
        /// was answered before), and its path as diffs name it.
        var old: [UInt8]
        var new: [UInt8]
        var path: String
        var isNew = false

        /// The question about a file's safe edits, which stand or fall together.
        static func safe(_ report: FileReport) -> Question {
            let rules = Dictionary(report.edits.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
                .sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let count = report.edits.count == 1 ? "1 safe edit" : "\(report.edits.count) safe edits"
            let label = report.isNew
                ? "safe: create this file, which the rewrites need (\(rules))"
                : "safe: \(count), proven together (\(rules)); a plain --write applies them"
            return Question(group: "safe", label: label, prompt: report.isNew ? "Create this file" : "Apply these safe edits",
                            help: help("these safe edits", all: "the safe edits of every later file"),
                            finding: nil, old: report.original, new: report.rewritten ?? report.original,
                            path: report.relativePath, isNew: report.isNew)
        }

        /// The question about one suggested fix, shown as if it were the only change.
        static func fix(_ finding: Finding, in report: FileReport) -> Question {
            let edits = SuggestedFixes.merging([], finding.fix?.edits ?? [], size: report.original.count) ?? []
            let caveat = finding.fix?.message ?? ""
            return Question(group: "rule:" + finding.ruleID,
                            label: "suggested [\(finding.ruleID)] at \(report.path):\(finding.line):\(finding.column); "
                                + "check first: \(caveat)",
                            prompt: "Apply this fix",
                            help: help("this fix", all: "every later fix of rule \(finding.ruleID)"),
                            finding: finding, old: report.original, new: edits.applied(to: report.original),
                            path: report.relativePath)
        }

        /// The text `?` prints, naming what `a` and `d` reach.
        private static func help(_ this: String, all: String) -> String {
            """
            y - apply \(this)
            n - skip \(this)
            a - apply \(this) and \(all)
            d - skip \(this) and \(all)
            q - quit: keep what was applied, apply nothing more
            ? - print this help

            """
        }
    }
}
