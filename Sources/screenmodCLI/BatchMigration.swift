import Migration

/// The single-repository pipeline without its console: discover -> read -> prepare -> process.
///
/// It follows `Driver` step for step, but returns the report instead of printing it, so the
/// batch can put the diff and the JSON into files and write or commit the results itself.
enum BatchMigration {
    /// The edits and findings for every `.swift` file of the repository at `root`; nothing is written.
    static func collect(root: String, settings: Settings, context: RunContext) throws -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        let discovery = FileDiscovery(currentDirectory: root, excludes: settings.excludes,
                                      environment: context.environment).discover(["."])
        let loaded = Parallel.map(discovery.files, jobs: settings.jobs) { load($0, root: root) }
        let sources = loaded.filter { !$0.failed }.map { SourceFile(path: $0.path, bytes: $0.original) }
        let processor = try context.engine.prepare(settings, sources)
        let processed = Parallel.map(loaded, jobs: settings.jobs) { process($0, with: processor) }
        return RunReport(files: processed, filesScanned: loaded.count, settings: settings, currentDirectory: root,
                         rules: context.engine.rules(settings), elapsed: clock.now - start)
    }

    /// Reads one file and checks it is text that may be rewritten.
    private static func load(_ file: DiscoveredFile, root: String) -> FileReport {
        var report = FileReport(path: file.displayPath, relativePath: PathName.relative(file.absolutePath, to: root),
                                absolutePath: file.absolutePath, realPath: file.realPath)
        switch FileSystem.readFile(file.realPath) {
        case .failure(let error):
            report.record(error)
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
    private static func process(_ file: FileReport, with processor: FileProcessor) -> FileReport {
        guard !file.failed else { return file }
        var report = file
        let outcome = processor(file.path, file.original)
        report.findings = outcome.findings
        var cursor = 0
        for edit in outcome.edits {
            // Overlapping or out-of-range edits would corrupt the file: leave it untouched.
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= file.original.count else {
                report.record(.invalidEdits(path: file.path, rule: edit.ruleID))
                return report
            }
            cursor = edit.range.upperBound
        }
        report.edits = outcome.edits
        if !outcome.edits.isEmpty {
            let rewritten = outcome.edits.applied(to: file.original)
            if rewritten != file.original { report.rewritten = rewritten }
        }
        return report
    }
}

extension RunReport {
    /// The unified diff of every rewritten file, paths relative to the repository, for `git apply`.
    func unifiedDiff() -> String {
        let diff = UnifiedDiff(color: false)
        return files.compactMap { file in
            file.rewritten.map { diff.render(old: file.original, new: $0, path: file.relativePath) }
        }.joined()
    }

    /// Findings that are not errors, in file order.
    var openFindings: [(file: FileReport, finding: Finding)] {
        files.flatMap { file in file.findings.filter { $0.severity != .error }.map { (file, $0) } }
    }
}
