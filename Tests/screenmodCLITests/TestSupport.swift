import Foundation
import Migration
@testable import screenmodCLI

/// A console that records what a run printed.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    func console(terminal: Bool = false) -> Console {
        Console(out: { text in self.lock.withLock { self.outText += text } },
                err: { text in self.lock.withLock { self.errText += text } },
                outIsTerminal: terminal, errIsTerminal: terminal)
    }
}

/// What one in-process run returned.
struct RunResult {
    var code: Int32
    var out: String
    var err: String
}

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = PathName.normalize(base + "/screenmod-cli-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `relative`, creating folders on the way.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `relative`, creating folders on the way.
    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: PathName.directory(of: full), withIntermediateDirectories: true)
        // Plain POSIX writes: Foundation's Data.write flushes to disk, which makes setups slow.
        guard let file = fopen(full, "wb") else { throw CocoaError(.fileWriteUnknown) }
        defer { fclose(file) }
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count || bytes.isEmpty else { throw CocoaError(.fileWriteUnknown) }
        return full
    }

    func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path + "/" + relative) ?? Data(), as: UTF8.self)
    }

    func bytes(_ relative: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: path + "/" + relative) ?? Data())
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func remove() {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Runs a program in this folder and returns its exit status and stdout.
    @discardableResult
    func shell(_ arguments: [String], in folder: String? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder ?? path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The toy engine of the tests: rewrites `UIScreen.main.scale` and reports `UIScreen.main.bounds`.
enum ToyEngine {
    static let scale = Array("UIScreen.main.scale".utf8)
    static let bounds = Array("UIScreen.main.bounds".utf8)

    static let processor: FileProcessor = { _, given in
        let bytes = given.array
        let lines = LineTable(bytes)
        var outcome = FileOutcome()
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: scale) {
                let start = lines.location(of: index), end = lines.location(of: index + scale.count)
                outcome.edits.append(Edit(range: index..<(index + scale.count), replacement: "traitCollection.displayScale",
                                          ruleID: "scale-uikit", line: start.line, column: start.column,
                                          endLine: end.line, endColumn: end.column))
                index += scale.count
            } else if bytes[index...].starts(with: bounds) {
                let start = lines.location(of: index)
                outcome.findings.append(Finding(ruleID: "bounds-unknown", line: start.line, column: start.column,
                                                offset: index, message: "UIScreen.main.bounds has no known container here.",
                                                suggestion: "Use the bounds of the view's window scene."))
                index += bounds.count
            } else {
                index += 1
            }
        }
        return outcome
    }

    static let adapter = EngineAdapter(processor: processor, rules: [
        RuleSummary(id: "scale-uikit", summary: "Rewrites UIScreen.main.scale to the trait collection's display scale."),
        RuleSummary(id: "bounds-unknown", summary: "Reports UIScreen.main.bounds where no container is known."),
    ])
}

/// Runs the CLI in-process in `folder` with the toy engine.
func runCLI(_ arguments: [String], in folder: String, engine: EngineAdapter = ToyEngine.adapter,
            terminal: Bool = false, environment: [String: String]? = nil) -> RunResult {
    let captured = CapturedConsole()
    let context = RunContext(currentDirectory: folder,
                             environment: environment ?? ProcessInfo.processInfo.environment,
                             engine: engine, processorCount: 2)
    let code = CLI.run(arguments, console: captured.console(terminal: terminal), context: context)
    return RunResult(code: code, out: captured.out, err: captured.err)
}

/// Parses JSON text into a dictionary, or nil.
func parseJSON(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}
