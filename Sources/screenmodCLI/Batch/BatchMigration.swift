import Migration

/// The single-repository pipeline without its console, so the batch can put the diff and the
/// JSON into files and write or commit the results itself.
enum BatchMigration {
    /// The edits and findings for every `.swift` file of the repository at `root`, without what
    /// its baseline records (as a run in `root` leaves it out); nothing is written.
    static func collect(root: String, settings: Settings, context: RunContext) throws -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        let collected = try Pipeline.collect(["."], cwd: root, settings: settings, context: context)
        let (reports, baselined) = try Baseline.apply(settings, to: collected.reports)
        return RunReport(files: reports, filesScanned: collected.scanned, settings: settings,
                         currentDirectory: root, rules: collected.rules, elapsed: clock.now - start,
                         baselined: baselined)
    }
}

extension RunReport {
    /// The unified diff of every rewritten file, paths relative to the repository, for `git apply`.
    func unifiedDiff() -> String {
        let diff = UnifiedDiff(color: false)
        return files.compactMap { file in
            file.rewritten.map { diff.render(old: file.original, new: $0, path: file.relativePath, isNew: file.isNew) }
        }.joined()
    }

    /// Findings that are not errors, in file order.
    var openFindings: [(file: FileReport, finding: Finding)] {
        files.flatMap { file in file.findings.filter { $0.severity != .error }.map { (file, $0) } }
    }
}
