import Migration

/// What a run did to one file, or why it could not.
struct FileReport: Sendable {
    /// The path as the user would write it (JSON and finding lines use it).
    var path: String
    /// The path relative to the current folder (diff headers and SARIF use it).
    var relativePath: String
    /// The absolute path, symlinks kept (Xcode lines use it).
    var absolutePath: String
    /// Where the bytes really live; nil when the path does not exist.
    var realPath: String?
    /// The file's state when it was read.
    var stamp: FileStamp?
    /// The bytes as read; empty when the file could not be read.
    var original: [UInt8] = []
    /// The engine's edits, checked to be sorted and in bounds.
    var edits: [Edit] = []
    /// The engine's findings, plus errors about the file itself (severity error).
    var findings: [Finding] = []
    /// The findings whose suggested fixes are part of `rewritten` (`--suggested`, or accepted
    /// in `--interactive`), taken out of `findings`: once applied they are edits.
    var fixed: [Finding] = []
    /// The new contents when there are edits.
    var rewritten: [UInt8]?
    /// Whether the new contents were written to disk.
    var written = false
    /// Whether the file does not exist yet and the run creates it (a rule's support file).
    var isNew = false

    /// Whether any finding is an error.
    var failed: Bool { findings.contains { $0.severity == .error } }

    /// Records `error` against this file at `offset` (line and column computed from the bytes).
    mutating func record(_ error: CLIError, offset: Int? = nil) {
        guard let offset, !original.isEmpty else {
            findings.append(error.finding())
            return
        }
        let location = LineTable(original).location(of: offset)
        findings.append(error.finding(line: location.line, column: location.column, offset: offset))
    }
}

/// Everything a run produced, in the deterministic order reporters print it.
struct RunReport: Sendable {
    /// One entry per file with edits or findings (an error counts), including given paths that
    /// do not exist; files with nothing to report are only counted in `filesScanned`.
    var files: [FileReport]
    /// How many files were read (existing `.swift` files).
    var filesScanned: Int
    /// The run's settings.
    var settings: Settings
    /// The absolute folder relative paths are relative to.
    var currentDirectory: String
    /// The rules the engine knows, for SARIF's rule table.
    var rules: [RuleSummary]
    /// Wall-clock time from start to the end of writing.
    var elapsed: Duration
    /// How many edits and findings the baseline left out.
    var baselined = 0
    /// The paths the run was given, for saying where no file was found.
    var paths: [String] = []
    /// How many safe edits an interactive review left out (answered no, or after quitting).
    var skippedEdits = 0

    /// The findings whose suggested fix this run offers and did not apply.
    var offeredFixes: Int { files.reduce(0) { $0 + $1.offeredFixes.count } }
    /// The suggested fixes applied, or shown in the diff of a dry run with `--suggested`.
    var fixedCount: Int { files.reduce(0) { $0 + $1.fixed.count } }
    /// Applied suggested fix counts per rule id, sorted by id.
    var fixesPerRule: [(String, Int)] { tally(files.flatMap { $0.fixed.map(\.ruleID) }) }

    /// Edit counts per rule id, sorted by id.
    var editsPerRule: [(String, Int)] { tally(files.flatMap { $0.edits.map(\.ruleID) }) }
    /// Finding counts per rule id for warnings and notes, sorted by id.
    var findingsPerRule: [(String, Int)] {
        tally(files.flatMap { $0.findings.filter { $0.severity != .error }.map(\.ruleID) })
    }
    /// Error counts per kind, sorted by id.
    var errorsPerKind: [(String, Int)] {
        tally(files.flatMap { $0.findings.filter { $0.severity == .error }.map(\.ruleID) })
    }

    /// The exit code: 1 when a file failed, or when `--check` found work; else 0.
    var exitCode: Int32 {
        if files.contains(where: \.failed) { return ExitCode.failure }
        if settings.mode == .check,
           files.contains(where: { !$0.edits.isEmpty || $0.findings.contains { $0.severity != .note } }) {
            return ExitCode.failure
        }
        return ExitCode.success
    }

    private func tally(_ ids: [String]) -> [(String, Int)] {
        Dictionary(ids.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
