import Foundation
import PackagePlugin

/// `swift package screenmod [--target <name>] [<screenmod options>] [<path> ...]`
///
/// Runs the screenmod executable built from this package on the package that invokes the plugin,
/// from the package's folder. Arguments pass through unchanged, so it is a dry run (a diff on
/// stdout) unless `--write` is given.
///
/// The plugin declares no permission on purpose: SwiftPM requests a declared permission before
/// every run, dry runs and `--help` included, and fails without a terminal to ask on. Writing
/// is granted per run instead, with `swift package --allow-writing-to-package-directory
/// screenmod --write`; without it the sandbox (macOS) refuses, and the plugin says so up front.
@main
struct ScreenmodPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var forwarded = extractor.remainingArguments
        if forwarded.contains("--help") || forwarded.contains("-h") {
            print(Self.preface)
        }
        let directory = context.package.directoryURL
        if forwarded.contains("--write"), !Self.canWrite(in: directory.path) {
            throw PluginFailure.writeNotAllowed
        }
        // --target narrows the run to those targets' Swift files; otherwise screenmod's default
        // path, the current folder, is the package itself.
        let targets = try context.package.targets(named: targetNames)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles(withSuffix: "swift") }
        if !targetNames.isEmpty && files.isEmpty {
            // An empty path list would mean "the whole package" to screenmod.
            Diagnostics.remark("screenmod: the targets \(targetNames.joined(separator: ", ")) have no Swift files.")
            return
        }
        forwarded += files.map { Self.relative($0.url.path, to: directory.path) }
        let (status, verdict) = try Self.run(context.tool(named: "screenmod").url, forwarded, in: directory)
        if status != 0 {
            throw PluginFailure.exited(status, checking: forwarded.contains("--check"), verdict: verdict)
        }
    }

    /// Runs the tool and returns its exit status.
    ///
    /// SwiftPM joins a plugin's stdout and stderr into its own stdout, so the tool's stderr
    /// (findings, the summary, errors) would be spliced into a JSON or SARIF document. The
    /// tool's stdout is inherited (results reach SwiftPM's stdout as they are), and its stderr is
    /// collected and handed to SwiftPM as one progress message, which SwiftPM prints on stderr.
    /// The last line `--check` prints when it fails (`screenmod --check: 3 edits and 12 findings
    /// to address.`) is held back and returned, to become the plugin's failure.
    private static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> (Int32, String?) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let messages = Pipe()
        process.standardError = messages
        try process.run()
        var lines = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        process.waitUntilExit()
        if lines.last == "" { lines.removeLast() }
        let verdict = lines.last.flatMap { $0.hasPrefix(checkVerdictPrefix) ? $0 : nil }
        if verdict != nil { lines.removeLast() }
        if !lines.isEmpty {
            Diagnostics.progress(lines.joined(separator: "\n"))
        }
        return (process.terminationStatus, verdict)
    }

    /// How the tool's last line starts when `--check` fails (Summary.checkVerdict in screenmodCLI).
    static let checkVerdictPrefix = "screenmod --check: "

    /// Whether files can be created in `directory` (the sandbox says no without the permission).
    private static func canWrite(in directory: String) -> Bool {
        let probe = directory + "/.screenmod-plugin-probe-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
        try? FileManager.default.removeItem(atPath: probe)
        return true
    }

    /// `path` relative to `root` when inside it, so diffs name package-relative paths.
    private static func relative(_ path: String, to root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    static let preface = """
        screenmod package plugin: runs screenmod on this package, from the package's folder.
        A dry run by default. To rewrite files in place, allow writing for that run:
          swift package --allow-writing-to-package-directory screenmod --write
        Plugin option:
          --target <name>         Migrate only this target's Swift files (repeatable).

        """
}

/// Why the plugin stopped.
enum PluginFailure: Error, CustomStringConvertible {
    /// `--write` was given but SwiftPM did not allow writing to the package directory.
    case writeNotAllowed
    /// screenmod exited with a non-zero status (work found in --check mode, or an error), with the
    /// line in which `--check` said why, when it printed one.
    case exited(Int32, checking: Bool, verdict: String?)

    var description: String {
        switch self {
        case .writeNotAllowed:
            return "screenmod --write needs permission to write to the package directory; run "
                + "'swift package --allow-writing-to-package-directory screenmod --write'."
        case .exited(1, checking: true, let verdict):
            // SwiftPM prefixes every plugin failure with "error:"; say that this one is the
            // check's verdict, not a breakdown: the tool's own line, which counts what is left
            // (absent with --quiet, which leaves out the summary).
            return (verdict.map { String($0.dropLast($0.hasSuffix(".") ? 1 : 0)) }
                ?? "screenmod --check: UIScreen.main uses are left to migrate (or a file could not be processed)")
                + ", as listed above; exit status 1."
        case .exited(let status, _, _):
            return "screenmod stopped with exit status \(status); its messages are above."
        }
    }
}
