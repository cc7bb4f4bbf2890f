import Migration

/// The part of a run shared by `screenmod` and `screenmod batch`: discover, read, prepare the
/// engine, and process every file in memory. Nothing is written and nothing is printed.
enum Pipeline {
    /// What was collected: one report per file (missing paths and new files included).
    struct Collected {
        var reports: [FileReport]
        var scanned: Int
        /// The rules the run used, for SARIF's rule table and pull-request text.
        var rules: [RuleSummary]
    }

    /// Collects the reports for `paths`, named relative to `cwd`.
    static func collect(_ paths: [String], cwd: String, settings: Settings, context: RunContext) throws -> Collected {
        let discovery = FileDiscovery(currentDirectory: cwd, excludes: settings.excludes,
                                      environment: context.environment, jobs: settings.jobs).discover(paths)
        let loaded = Parallel.map(discovery.files, jobs: settings.jobs) { load($0, cwd: cwd) }
        let sources = loaded.filter { !$0.failed }.map { SourceFile(path: $0.path, bytes: $0.original) }
        let prepared = try context.engine.prepareRun(settings, sources)
        let processor = prepared.processor
        let processed = Parallel.map(loaded, jobs: settings.jobs) { process($0, with: processor) }
        let created = prepared.newFiles.map { newFile($0.file, ruleID: $0.ruleID, cwd: cwd) }
        // Appended in place: a concatenation would copy every report once more.
        var reports = discovery.missing.map { missing($0, cwd: cwd) }
        reports.append(contentsOf: processed)
        reports.append(contentsOf: created)
        return Collected(reports: reports,
                         scanned: loaded.count, rules: prepared.rules ?? context.engine.rules(settings))
    }

    /// Reads one file and checks it is text that may be rewritten.
    static func load(_ file: DiscoveredFile, cwd: String) -> FileReport {
        var report = FileReport(path: file.displayPath, relativePath: PathName.relative(file.absolutePath, to: cwd),
                                absolutePath: file.absolutePath, realPath: file.realPath)
        switch FileSystem.readFile(file.realPath) {
        case .failure(let error):
            report.record(.unreadable(path: file.displayPath, reason: reason(error)))
        case .success(let (bytes, stamp)):
            report.original = bytes
            report.stamp = stamp
            if let problem = InputCheck.problem(in: bytes, path: file.displayPath) {
                switch problem {
                case .binary(_, let offset), .invalidUTF8(_, let offset): report.record(problem, offset: offset)
                default: report.record(problem)
                }
            }
        }
        return report
    }

    /// Runs the engine on one readable file and applies its edits in memory.
    static func process(_ file: FileReport, with processor: FileProcessor) -> FileReport {
        guard !file.failed else { return file }
        var report = file
        let outcome = processor(file.path, file.original)
        report.findings = outcome.findings
        if let bad = firstInvalidEdit(outcome.edits, size: file.original.count) {
            report.record(.invalidEdits(path: file.path, rule: bad.ruleID))
            return report
        }
        report.edits = outcome.edits
        if !outcome.edits.isEmpty {
            let rewritten = outcome.edits.applied(to: file.original)
            if rewritten != file.original { report.rewritten = rewritten }
        }
        return report
    }

    /// A file the engine asks to create: empty before, its contents after, one edit.
    static func newFile(_ file: SourceFile, ruleID: String, cwd: String) -> FileReport {
        let absolute = PathName.absolute(file.path, from: cwd)
        var report = FileReport(path: file.path, relativePath: PathName.relative(absolute, to: cwd),
                                absolutePath: absolute)
        report.isNew = true
        let end = LineTable(file.bytes).location(of: file.bytes.count)
        report.edits = [Edit(range: 0..<0, replacement: String(decoding: file.bytes, as: UTF8.self), ruleID: ruleID,
                             line: 1, column: 1, endLine: end.line, endColumn: end.column)]
        report.rewritten = file.bytes
        if FileStamp.of(absolute) != nil { report.record(.changedOnDisk(path: file.path, what: "it was created")) }
        return report
    }

    static func missing(_ given: String, cwd: String) -> FileReport {
        let absolute = PathName.absolute(given, from: cwd)
        var report = FileReport(path: given, relativePath: PathName.relative(absolute, to: cwd), absolutePath: absolute)
        // A link that exists but cannot be followed (a loop, a missing target) is not "missing".
        report.record(FileSystem.isSymlink(absolute) ? .brokenLink(given) : .missingPath(given))
        return report
    }

    /// The first edit that overlaps its predecessor or leaves the file's bounds.
    static func firstInvalidEdit(_ edits: [Edit], size: Int) -> Edit? {
        var cursor = 0
        for edit in edits {
            if edit.range.lowerBound < cursor || edit.range.upperBound > size { return edit }
            cursor = edit.range.upperBound
        }
        return nil
    }

    private static func reason(_ error: CLIError) -> String {
        if case .unreadable(_, let reason) = error { return reason }
        return error.message
    }
}
