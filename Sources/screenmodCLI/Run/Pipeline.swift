import Foundation
import Migration
import RuleLanguage
import SourceModel

/// The part of a run shared by `screenmod` and `screenmod batch`: discover, read, prepare the
/// engine, and process every file in memory. Nothing is written and nothing is printed.
enum Pipeline {
    /// What was collected: one report per file with edits or findings (missing paths, unreadable
    /// files and new files included), and how many files were read.
    struct Collected {
        var reports: [FileReport]
        var scanned: Int
        /// The rules the run used, for SARIF's rule table and pull-request text.
        var rules: [RuleSummary]
    }

    /// Collects the reports for `paths`, named relative to `cwd`.
    static func collect(_ paths: [String], cwd: String, settings given: Settings, context: RunContext) throws -> Collected {
        let settings = withScannedFolders(given, paths: paths, cwd: cwd)
        // The engine parses its rules while the files are found, and the files git lists from
        // its index are read while it walks the folder for untracked ones: the walks wait on
        // the file system (or on git) most of the time.
        let makeGlance = context.engine.glance
        let rules = Background { makeGlance?(settings) }
        var discovery = FileDiscovery(currentDirectory: cwd, excludes: settings.excludes,
                                      environment: context.environment, jobs: settings.jobs).discoverInStages(paths)
        // Every file is read into one arena; the engine and the processor borrow from it, and
        // only a file with something to report is copied out before the arena goes.
        let arena = FileArena()
        let glance = rules.value
        var loaded = Parallel.map(discovery.files, jobs: settings.jobs) { load($0, into: arena, glance: glance) }
        let late = discovery.remaining()
        if !late.isEmpty {
            loaded += Parallel.map(late, jobs: settings.jobs) { load($0, into: arena, glance: glance) }
            loaded.sort { PathName.bytewiseLess($0.report.path, $1.report.path) }
            discovery.files += late
        }
        let sources = Self.sources(loaded, roots: settings.scannedFolders)
        let prepared = try context.engine.prepareRun(settings, sources)
        let processor = prepared.processor
        // Only files with something to show are reported: a file without edits or findings
        // counts in `scanned` alone, so reporters and writers never walk thousands of them.
        let processed = Parallel.map(loaded, jobs: settings.jobs) { file -> FileReport? in
            var report = process(file, with: processor)
            if settings.excludeTests { report.findings.removeAll { $0.cause == FindingNeed.testCodeCause } }
            guard !report.edits.isEmpty || !report.findings.isEmpty else { return nil }
            report.relativePath = PathName.relative(report.absolutePath, to: cwd)
            return report
        }
        let created = prepared.newFiles.map { newFile($0.file, ruleID: $0.ruleID, cwd: cwd) }
        // Appended in place: a concatenation would copy every report once more.
        var reports = discovery.missing.map { missing($0, cwd: cwd) }
        reports += discovery.notSwift.map { given in
            let absolute = PathName.absolute(given, from: cwd)
            var report = FileReport(path: given, relativePath: PathName.relative(absolute, to: cwd), absolutePath: absolute)
            report.record(.notSwift(given))
            return report
        }
        reports.append(contentsOf: groupingHelperNotes(processed.compactMap { $0 }, minIOS: settings.minIOS))
        reports.append(contentsOf: created)
        let collected = Collected(reports: reports, scanned: loaded.count,
                                  rules: prepared.rules ?? context.engine.rules(settings))
        // What it took to get here is freed on another thread while the caller writes and
        // reports: the models, 6,000 files' reports and paths took 5 ms to free on this one.
        Leftovers(consume discovery, consume loaded, consume sources, consume prepared).free(with: arena)
        return collected
    }

    /// What the engine prepares from: Swift, and Objective-C, whose macros one file defines and others
    /// use; property lists and build settings too, for the one key the project asks about (a scene
    /// manifest), though each is scanned per file. Each with what the run's Xcode projects say of it, and
    /// the folder of copied code it sits in (`LicensedFolders`, below the given folders `roots`).
    private static func sources(_ loaded: [Loaded], roots: [String]) -> [SourceFile] {
        let readable = loaded.filter { !$0.report.failed }
        let swift = readable.filter { OtherFileKind(path: $0.report.path) == nil }
        let implementations = readable.filter { $0.report.path.hasSuffix(".m") || $0.report.path.hasSuffix(".mm") }
        let inNoTarget = TargetMembership.filesInNoTarget(swift: (swift + implementations).map(\.report.absolutePath),
                                                          all: loaded.map(\.report.absolutePath))
        let projects = readable.filter { $0.report.absolutePath.hasSuffix("/project.pbxproj") }
            .map { (path: $0.report.absolutePath, bytes: $0.bytes) }
        let separate = TargetMembership.separateProjects(projects)
        let projectFolders = projects.map { PathName.directory(of: PathName.directory(of: $0.path)) }
        var licensed = LicensedFolders(roots: roots, projectFolders: projectFolders)
        return (swift + readable.filter { OtherFileKind(path: $0.report.path) != nil }).map { file in
            let kind = OtherFileKind(path: file.report.path)
            var source = SourceFile(path: file.report.path, bytes: file.bytes, glanced: kind == nil ? file.glanced : nil)
            source.inNoTarget = inNoTarget.contains(file.report.absolutePath)
            source.foreign = TargetMembership.separateProject(of: file.report.absolutePath, in: separate, folders: projectFolders)
                .map(ForeignCode.separateProject)
            // Only a file that may be reported on is placed: each folder listed costs a system call.
            let mayReport = kind == nil ? file.glanced != false : kind == .objectiveC && ByteScan.containsWord(file.bytes, "UIScreen")
            if source.foreign == nil, mayReport { source.foreign = licensed.folder(holding: file.report.absolutePath) }
            return source
        }
    }

    /// `settings` with the folders among `paths`, which the engine searches for storyboards and xibs.
    private static func withScannedFolders(_ settings: Settings, paths: [String], cwd: String) -> Settings {
        var settings = settings
        settings.scannedFolders = paths.map { PathName.absolute($0, from: cwd) }.filter { FileStamp.of($0)?.isDirectory == true }
        return settings
    }

    /// The reports with each helper's call-site notes gathered at the helper's own finding; a
    /// report left with nothing to show is dropped.
    static func groupingHelperNotes(_ reports: [FileReport], minIOS: Int) -> [FileReport] {
        guard reports.contains(where: { $0.findings.contains(where: HelperNotes.concerns) })
        else { return reports }
        let grouped = HelperNotes.grouped(reports.map { ($0.path, $0.findings) }, minIOS: minIOS)
        return zip(reports, grouped).compactMap { report, findings in
            var report = report
            report.findings = findings
            return report.edits.isEmpty && findings.isEmpty ? nil : report
        }
    }

    /// A file as read: its report so far and its bytes, borrowed from the run's arena.
    struct Loaded: Sendable {
        var report: FileReport
        var bytes: FileBytes
        /// What the engine's glance said of the bytes, when it has one and the file is readable.
        var glanced: Bool?
    }

    /// Reads one file and checks it is text that may be rewritten.
    /// The report's relative path is left empty: `collect` fills it in for reports that show something.
    static func load(_ file: DiscoveredFile, into arena: FileArena,
                     glance: (@Sendable (FileBytes) -> Bool)?) -> Loaded {
        var report = FileReport(path: file.displayPath, relativePath: "", absolutePath: file.absolutePath,
                                realPath: file.realPath)
        switch arena.read(file.realPath) {
        case .failure(.tooLarge(_, let size)):
            report.record(.tooLarge(path: file.displayPath, size: size))
            return Loaded(report: report, bytes: FileBytes([]))
        case .failure(let error):
            report.record(.unreadable(path: file.displayPath, reason: reason(error)))
            return Loaded(report: report, bytes: FileBytes([]))
        case .success(let (bytes, stamp)):
            report.stamp = stamp
            // Objective-C, property lists and build settings are searched as bytes for ASCII
            // names, never decoded or rewritten: a Latin-1 header or a binary plist is no error.
            if OtherFileKind(path: file.displayPath) != nil { return Loaded(report: report, bytes: bytes) }
            if let problem = bytes.withUnsafeBufferPointer({ InputCheck.problem(in: $0, path: file.displayPath) }) {
                // The line and column of the problem are counted in a copy; such files are rare.
                report.original = bytes.array
                switch problem {
                case .binary(_, let offset), .invalidUTF8(_, let offset): report.record(problem, offset: offset)
                default: report.record(problem)
                }
            }
            // Right after the read and the check the bytes are still in cache: a search now
            // costs less than a pass over every file later.
            return Loaded(report: report, bytes: bytes, glanced: report.failed ? nil : glance?(bytes))
        }
    }

    /// Runs the engine on one readable file and applies its edits in memory. The bytes are
    /// copied into the report only when there is something to show or write.
    static func process(_ file: Loaded, with processor: FileProcessor) -> FileReport {
        var report = file.report
        guard !report.failed else { return report }
        let outcome = processor(report.path, file.bytes)
        guard !outcome.edits.isEmpty || !outcome.findings.isEmpty else { return report }
        report.original = file.bytes.array
        report.findings = outcome.findings
        if let bad = firstInvalidEdit(outcome.edits, size: report.original.count) {
            // Nothing of such a file is applied, its suggested fixes included.
            for index in report.findings.indices { report.findings[index].fix = nil }
            report.record(.invalidEdits(path: report.path, rule: bad.ruleID))
            return report
        }
        report.edits = outcome.edits
        report.findings = SuggestedFixes.offered(outcome.findings, edits: outcome.edits, bytes: report.original,
                                                 path: report.path)
        if !outcome.edits.isEmpty {
            let rewritten = outcome.edits.applied(to: report.original)
            if rewritten != report.original { report.rewritten = rewritten }
        }
        return report
    }

    /// A file the engine asks to create: empty before, its contents after, one edit.
    static func newFile(_ file: SourceFile, ruleID: String, cwd: String) -> FileReport {
        let absolute = PathName.absolute(file.path, from: cwd)
        var report = FileReport(path: file.path, relativePath: PathName.relative(absolute, to: cwd),
                                absolutePath: absolute)
        report.isNew = true
        let bytes = file.bytes.array
        let end = LineTable(bytes).location(of: bytes.count)
        report.edits = [Edit(range: 0..<0, replacement: String(decoding: bytes, as: UTF8.self), ruleID: ruleID,
                             line: 1, column: 1, endLine: end.line, endColumn: end.column)]
        report.rewritten = bytes
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

/// What a run no longer needs once its reports are collected, taken over so that another
/// thread does the freeing: the last reference is dropped there, not on the caller's thread.
private final class Leftovers: @unchecked Sendable {
    private var parts: (Discovery, [Pipeline.Loaded], [SourceFile], PreparedRun)?

    init(_ discovery: consuming Discovery, _ loaded: consuming [Pipeline.Loaded],
         _ sources: consuming [SourceFile], _ prepared: consuming PreparedRun) {
        parts = (discovery, loaded, sources, prepared)
    }

    /// Gives the arena's pages back, then frees the parts (whose bytes were borrowed from it and
    /// are not read again), in the background. Pages first: whatever is still mapped when the
    /// process exits is torn down before it is reaped, about 0.07 ms per MB on this machine.
    func free(with arena: FileArena) {
        DispatchQueue.global(qos: .utility).async { [self] in
            arena.release()
            parts = nil
        }
    }
}
