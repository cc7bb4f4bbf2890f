import Foundation
@testable import screenmodCLI

/// What one in-process `screenmod` run printed.
struct RunOutput: Sendable {
    /// The exit code `CLI.run` returned.
    var exitCode: Int32
    /// Standard output: the unified diff in a dry run.
    var out: String
    /// Standard error: the findings (the summary is left out with `--quiet`).
    var err: String
}

/// Runs `screenmod` in-process on snapshot cases, exactly as a user would from the case folder.
enum SnapshotRunner {
    /// Arguments every snapshot run gets: plain text, one file at a time (a stable order), no summary.
    static let fixedArguments = ["--color", "never", "--jobs", "1", "--quiet"]

    /// Runs `screenmod` with `arguments` in `directory` and collects what it prints.
    static func run(_ arguments: [String], in directory: URL) -> RunOutput {
        let out = Capture(), err = Capture()
        let console = Console(out: { out.append($0) }, err: { err.append($0) })
        // No git on PATH: files are found by walking the folder and no child process starts per run.
        let context = RunContext(currentDirectory: directory.path, environment: ["PATH": "/nonexistent"],
                                 engine: .builtIn, processorCount: 1)
        let code = CLI.run(fixedArguments + arguments, console: console, context: context)
        return RunOutput(exitCode: code, out: out.text, err: err.text)
    }

    /// The case's dry run, in a temporary copy: the diff and findings its expected files hold.
    static func dryRun(_ snapshotCase: SnapshotCase) throws -> RunOutput {
        let copy = try temporaryCopy(of: snapshotCase)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        return run(snapshotCase.arguments, in: copy)
    }

    /// A copy of the case folder, in a fresh folder inside `parent` and without the expected files,
    /// so `--write` can change it; the caller removes that fresh folder (the copy's parent).
    ///
    /// The copy is a project of its own: an empty `.screenmod` config marks it as the project
    /// root, so neither the repository's Examples/*.xcconfig (run in place, the case would inherit
    /// its deployment target) nor whatever lies in the temporary folder's parents is read.
    static func temporaryCopy(of snapshotCase: SnapshotCase,
                              in parent: URL = FileManager.default.temporaryDirectory) throws -> URL {
        let root = parent.appendingPathComponent("screenmod-snapshot-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let copy = root.appendingPathComponent(snapshotCase.name, isDirectory: true)
        try FileManager.default.copyItem(at: snapshotCase.directory, to: copy)
        for expected in [snapshotCase.expectedDiff, snapshotCase.expectedFindings] {
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(expected.lastPathComponent))
        }
        try Data("{}\n".utf8).write(to: copy.appendingPathComponent(".screenmod"))
        return copy
    }
}

/// Text written from the console's writers, which may be called from any thread.
private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [String] = []

    func append(_ text: String) {
        lock.lock()
        chunks.append(text)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return chunks.joined()
    }
}
