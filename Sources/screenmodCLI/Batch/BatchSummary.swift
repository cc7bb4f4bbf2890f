/// The outcome of a whole batch (or of merged shards): the table on stdout and `OUT/summary.json`.
struct BatchSummary: Sendable {
    /// The file name in the output folder.
    static let fileName = "summary.json"

    /// The batch mode's label (`dry-run`, `check`, `write`, `branch`), or `mixed` after merging unlike runs.
    var mode: String
    /// The branch of `--branch` runs.
    var branch: String?
    /// The shard this run processed; nil for a whole list or a merge.
    var shard: BatchShard?
    /// How many repositories the whole list held (all shards together).
    var listed: Int
    /// One result per repository processed, in list order.
    var results: [BatchResult]
    /// For a merge: the folders whose summaries were merged.
    var mergedFrom: [String] = []
    /// For a merge: the folder each result came from (not written to summary.json).
    var sources: [String] = []

    /// How many results have each status, in the statuses' declared order, zero counts left out.
    var statusCounts: [(BatchStatus, Int)] {
        BatchStatus.allCases.map { status in (status, results.filter { $0.status == status }.count) }
            .filter { $0.1 > 0 }
    }

    /// 1 when a repository needs attention (failed, skipped, not a repository, file errors), or
    /// when `check` is set and any repository has rewrites or findings; else 0.
    func exitCode(check: Bool) -> Int32 {
        if results.contains(where: \.needsAttention) { return ExitCode.failure }
        if check, results.contains(where: { $0.rewrites > 0 || $0.findings > 0 }) { return ExitCode.failure }
        return ExitCode.success
    }

    /// Why `batch --check` exits 1, counting what it counts, e.g. `screenmod batch --check: 3
    /// rewrites and 2 findings to address in 2 repositories.`; nil when it passes.
    func checkVerdict() -> String? {
        guard exitCode(check: true) != ExitCode.success else { return nil }
        func repositories(_ count: Int) -> String { "\(count) \(count == 1 ? "repository" : "repositories")" }
        var parts: [String] = []
        let working = results.filter { $0.rewrites > 0 || $0.findings > 0 }.count
        if working > 0 {
            let counts = [(sum(\.rewrites), "rewrite"), (sum(\.findings), "finding")].filter { $0.0 > 0 }
            parts.append(Summary.sentenceList(counts.map { BatchCommitMessage.plural($0.0, $0.1) })
                + " to address in \(repositories(working))")
        }
        let attention = results.filter(\.needsAttention).count
        if attention > 0 {
            parts.append("\(repositories(attention)) failed, skipped or had files not processed (see STATUS)")
        }
        return "screenmod batch --check: " + parts.joined(separator: "; ") + "."
    }

    /// The summary table, one row per repository and a total, ending with a newline.
    func table() -> String {
        let header = ["REPOSITORY", "STATUS", "FILES CHANGED", "REWRITES", "FINDINGS"]
        var rows = results.map { result -> [String] in
            let counted = result.processed || result.status == .done
            func number(_ value: Int) -> String { counted ? String(value) : "-" }
            return [result.target.name, Self.shortened(result.statusText, to: 80),
                    number(result.filesChanged), number(result.rewrites), number(result.findings)]
        }
        rows.append(["TOTAL", "\(results.count) \(results.count == 1 ? "repository" : "repositories")",
                     String(sum(\.filesChanged)), String(sum(\.rewrites)), String(sum(\.findings))])
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Names and statuses read left to right; numbers line up on the right.
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        var text = line(header)
        for row in rows.dropLast() { text += line(row) }
        text += line(widths.map { String(repeating: "-", count: $0) })
        text += line(rows.last!)
        if !statusCounts.isEmpty {
            text += statusCounts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ") + ".\n"
        }
        return text
    }

    /// The total of one count over all results.
    func sum(_ count: KeyPath<BatchResult, Int>) -> Int {
        results.reduce(0) { $0 + $1[keyPath: count] }
    }

    /// `text` cut to `limit` characters, marked with `...` when cut.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 3)) + "..."
    }
}

private extension String {
    /// The text without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
