#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Migration

/// One migration run: discover -> read -> prepare -> process in parallel -> write -> report.
///
/// Writing comes before reporting so that a file that could not be written is reported in the
/// same document as everything else.
struct Driver {
    /// The effective settings.
    var settings: Settings
    /// Working folder, environment and engine.
    var context: RunContext
    /// Where output goes.
    var console: Console

    /// Runs over `paths` and returns the exit code.
    func run(_ paths: [String]) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let discovery = FileDiscovery(currentDirectory: context.currentDirectory, excludes: settings.excludes,
                                      environment: context.environment).discover(paths)
        var reports = discovery.missing.map(missingReport)
        let cwd = context.currentDirectory
        let loaded = Parallel.map(discovery.files, jobs: settings.jobs) { Self.load($0, cwd: cwd) }
        let sources = loaded.filter { !$0.failed }.map { SourceFile(path: $0.path, bytes: $0.original) }
        let processor: FileProcessor
        do {
            processor = try context.engine.prepare(settings, sources)
        } catch {
            console.err("Error: \((error as? CLIError)?.message ?? "\(error)")\n")
            return ExitCode.failure
        }
        var processed = Parallel.map(loaded, jobs: settings.jobs) { Self.process($0, with: processor) }
        if settings.mode == .write {
            processed = SafeWriter.writeAll(processed, jobs: settings.jobs)
        }
        reports += processed
        let run = RunReport(files: reports, filesScanned: loaded.count, settings: settings,
                            currentDirectory: cwd, rules: context.engine.rules(settings), elapsed: clock.now - start)
        Reporter(run: run, console: console, color: useColor).print()
        if !settings.quiet { console.err(Summary.text(run)) }
        return run.exitCode
    }

    /// Whether the diff is coloured.
    private var useColor: Bool {
        switch settings.color {
        case .always: return true
        case .never: return false
        case .auto:
            return console.outIsTerminal && context.environment["NO_COLOR"] == nil
                && context.environment["TERM"] != "dumb"
        }
    }

    private func missingReport(_ given: String) -> FileReport {
        let absolute = PathName.absolute(given, from: context.currentDirectory)
        var report = FileReport(path: given, relativePath: PathName.relative(absolute, to: context.currentDirectory),
                                absolutePath: absolute)
        // A link that exists but cannot be followed (a loop, a missing target) is not "missing".
        var link = stat()
        let isLink = lstat(absolute, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        report.record(isLink ? .brokenLink(given) : .missingPath(given))
        return report
    }

    /// Reads one file and checks it is text that may be rewritten.
    private static func load(_ file: DiscoveredFile, cwd: String) -> FileReport {
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
    private static func process(_ file: FileReport, with processor: FileProcessor) -> FileReport {
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

    /// The first edit that overlaps its predecessor or leaves the file's bounds.
    private static func firstInvalidEdit(_ edits: [Edit], size: Int) -> Edit? {
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
