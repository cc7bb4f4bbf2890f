import Foundation

/// The message of screenmod's commit: a subject, rewrites and findings per rule, and trailers that
/// let a later run recognise the commit and recover its counts.
enum BatchCommitMessage {
    /// The trailer naming the branch the commit was made for; it marks the commit as screenmod's.
    static let branchKey = "Screenmod-Branch"
    /// The trailer counting changed files.
    static let filesKey = "Screenmod-Files-Changed"
    /// The trailer counting rewrites.
    static let rewritesKey = "Screenmod-Rewrites"
    /// The trailer counting findings left for a person.
    static let findingsKey = "Screenmod-Findings"
    /// The trailer naming the tool version.
    static let versionKey = "Screenmod-Version"

    /// The subject line.
    static let subject = "Migrate UIScreen.main with screenmod"

    /// The full message for `result` committed on `branch`.
    static func text(_ result: BatchResult, branch: String) -> String {
        var text = subject + "\n\n"
        text += "Rewrote \(plural(result.rewrites, "use")) of UIScreen.main in \(plural(result.filesChanged, "file"))"
        text += result.minIOS.map { " for a deployment target of iOS \($0)" } ?? ""
        text += ".\n"
        text += section("Rewrites per rule:", result.rewritesByRule)
        if result.findings > 0 {
            text += section("Findings left for review, per rule:", result.findingsByRule)
        } else {
            text += "\nNo findings left for review.\n"
        }
        if !result.leftOut.isEmpty {
            text += "\nLeft out because they had uncommitted changes: \(result.leftOut.joined(separator: ", ")).\n"
        }
        text += "\n"
        text += "\(branchKey): \(branch)\n"
        text += "\(filesKey): \(result.filesChanged)\n"
        text += "\(rewritesKey): \(result.rewrites)\n"
        text += "\(findingsKey): \(result.findings)\n"
        text += "\(versionKey): \(ToolInfo.version)\n"
        return text
    }

    /// The `Key: value` trailers of the message's last paragraph.
    static func trailers(of message: String) -> [String: String] {
        let paragraphs = message.split(separator: "\n\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }
        guard let last = paragraphs.last else { return [:] }
        var trailers: [String: String] = [:]
        for line in last.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon]
            guard !key.isEmpty, !key.contains(" ") else { continue }
            trailers[String(key)] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return trailers
    }

    /// Fills `result` from the trailers of an earlier run's commit.
    static func restore(_ result: inout BatchResult, from trailers: [String: String]) {
        result.filesChanged = trailers[filesKey].flatMap { Int($0) } ?? 0
        result.rewrites = trailers[rewritesKey].flatMap { Int($0) } ?? 0
        result.findings = trailers[findingsKey].flatMap { Int($0) } ?? 0
    }

    private static func section(_ title: String, _ counts: [RuleCount]) -> String {
        guard !counts.isEmpty else { return "" }
        return "\n" + title + "\n" + counts.map { "- \($0.rule): \($0.count)\n" }.joined()
    }

    /// `count noun`, with an `s` unless the count is one.
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
