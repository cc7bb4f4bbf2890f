import Foundation

/// Builds the UIKit, SwiftUI, Combine, SpriteKit and AVFoundation API stubs once (kept between test runs) and type-checks Swift files against them.
///
/// Linux has no UIKit or SwiftUI, so Tests/Stubs holds declaration-only modules with Apple's
/// signatures. Compiling a snapshot input or a migrated output against them proves on Linux
/// that the code would still build on iOS, as far as the stubbed API reaches.
final class StubToolchain: Sendable {
    /// Why the stub modules could not be built.
    struct BuildFailure: Error, CustomStringConvertible {
        /// What went wrong, with the compiler's output when there is one.
        let description: String
    }

    /// The result of one compiler run: whether it exited with 0, and its stdout and stderr interleaved.
    typealias Outcome = (ok: Bool, output: String)

    /// The repository root, found from this file's path (Tests/SnapshotTests/StubToolchain.swift).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The toolchain of this process, built on first use; later calls reuse it.
    static func shared() throws -> StubToolchain {
        try sharedResult.get()
    }

    private static let sharedResult: Result<StubToolchain, BuildFailure> = Result { try StubToolchain.build() }
        .mapError { $0 as? BuildFailure ?? BuildFailure(description: "\($0)") }

    /// How `swiftc` is asked to do a job.
    enum Invocation: Sendable {
        /// `swiftc -frontend -typecheck …`: one process, no driver; about 30% faster per case.
        case frontend
        /// `swiftc -typecheck -wmo …`: through the driver, for platforms where the bare frontend
        /// cannot find the SDK on its own (the driver knows where it is).
        case driver

        func arguments(for job: String) -> [String] {
            switch self {
            case .frontend: ["-frontend", "-\(job)"]
            // -wmo: one frontend job for the whole case instead of one per file, each loading Foundation.
            case .driver: ["-\(job)", "-wmo"]
            }
        }
    }

    /// The `swiftc` this toolchain runs.
    let swiftc: URL
    /// The directory holding UIKit.swiftmodule and SwiftUI.swiftmodule.
    let moduleDirectory: URL
    /// How jobs are handed to `swiftc` on this machine.
    let invocation: Invocation

    private init(swiftc: URL, moduleDirectory: URL, invocation: Invocation) {
        self.swiftc = swiftc
        self.moduleDirectory = moduleDirectory
        self.invocation = invocation
    }

    /// The same stub modules, handed to `swiftc` the other way (lets tests keep the fallback honest).
    func using(_ other: Invocation) -> StubToolchain {
        StubToolchain(swiftc: swiftc, moduleDirectory: moduleDirectory, invocation: other)
    }

    /// Type-checks `files` together as one module against the stubs.
    func typecheck(files: [URL]) -> Outcome {
        Self.run(swiftc, invocation.arguments(for: "typecheck") + flags(for: files) + files.map(\.path))
    }

    /// Parses `files` without type-checking them.
    func parse(files: [URL]) -> Outcome {
        Self.run(swiftc, invocation.arguments(for: "parse") + flags(for: files) + files.map(\.path))
    }

    /// Type-checks in-memory sources (file name, text) together as one module, e.g. migrated outputs.
    func typecheck(sources: [(name: String, text: String)]) -> Outcome {
        withFiles(sources) { typecheck(files: $0) }
    }

    /// Parses in-memory sources (file name, text) without type-checking them.
    func parse(sources: [(name: String, text: String)]) -> Outcome {
        withFiles(sources) { parse(files: $0) }
    }

    private func withFiles(_ sources: [(name: String, text: String)], _ body: ([URL]) -> Outcome) -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenmod-typecheck-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let files = try sources.map { source -> URL in
                let url = directory.appendingPathComponent(source.name)
                try Data(source.text.utf8).write(to: url)
                return url
            }
            return body(files)
        } catch {
            return (ok: false, output: "could not write sources to \(directory.path): \(error)")
        }
    }

    // Swift 5 mode because that is what most iOS app targets still compile in; library mode unless
    // the case has a main.swift, exactly as Xcode decides; DEBUG because apps are checked in Debug.
    private func flags(for files: [URL]) -> [String] {
        var flags = ["-swift-version", "5", "-module-name", "SnapshotCase", "-D", "DEBUG", "-I", moduleDirectory.path]
        if !files.contains(where: { $0.lastPathComponent == "main.swift" }) {
            flags.append("-parse-as-library")
        }
        return flags
    }

    /// Builds the stub modules, or finds them built by an earlier test run.
    ///
    /// Building them costs about 5 s of CPU in every test process, a sixth of the snapshot
    /// tests', so they are kept in the temporary folder under a fingerprint of the stub sources
    /// and of the compiler binary: a change to either builds them afresh under a new name.
    private static func build() throws -> StubToolchain {
        let swiftc = try findSwiftc()
        // UIKit first: the SwiftUI, SpriteKit and AVFoundation stubs import it. Combine stands alone.
        let modules = try ["UIKit", "Combine", "SwiftUI", "SpriteKit", "AVFoundation"].map { module in
            (name: module, sources: try swiftFiles(in: repositoryRoot.appendingPathComponent("Tests/Stubs/\(module)")))
        }
        let kept = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenmod-stubs-\(try fingerprint(swiftc, modules))", isDirectory: true)
        if let toolchain = probed(swiftc, kept) { return toolchain }
        // Built aside and moved into place whole, so that no test process sees half a build.
        let fresh = URL(fileURLWithPath: kept.path + "-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        for module in modules {
            let modulePath = fresh.appendingPathComponent("\(module.name).swiftmodule").path
            let arguments = ["-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", module.name,
                             "-I", fresh.path, "-emit-module-path", modulePath]
            let outcome = run(swiftc, arguments + module.sources.map(\.path))
            guard outcome.ok else {
                try? FileManager.default.removeItem(at: fresh)
                throw BuildFailure(description: "building the \(module.name) stub failed:\n\(outcome.output)")
            }
        }
        try? FileManager.default.removeItem(at: kept)
        let directory = (try? FileManager.default.moveItem(at: fresh, to: kept)) != nil ? kept : fresh
        return probed(swiftc, directory)
            ?? StubToolchain(swiftc: swiftc, moduleDirectory: directory, invocation: .driver)
    }

    /// The toolchain over the stub modules in `directory`, if they are there and a probe
    /// type-checks against them: through the bare frontend, or else through the driver.
    private static func probed(_ swiftc: URL, _ directory: URL) -> StubToolchain? {
        let swiftUI = directory.appendingPathComponent("SwiftUI.swiftmodule").path
        guard FileManager.default.fileExists(atPath: swiftUI) else { return nil }
        for invocation in [Invocation.frontend, .driver] {
            let toolchain = StubToolchain(swiftc: swiftc, moduleDirectory: directory, invocation: invocation)
            if toolchain.typecheck(sources: [("Probe.swift", "import SwiftUI\nlet probe = UIScreen.main.scale\n")]).ok {
                return toolchain
            }
        }
        return nil
    }

    /// FNV-1a over the compiler's path, size and modification time and over every stub file's
    /// name and bytes, in hexadecimal.
    private static func fingerprint(_ swiftc: URL, _ modules: [(name: String, sources: [URL])]) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: swiftc.resolvingSymlinksInPath().path)
        var bytes = Array("\(swiftc.path) \(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)".utf8)
        for module in modules {
            for source in module.sources {
                bytes += Array("\(module.name)/\(source.lastPathComponent)\n".utf8)
                bytes += [UInt8](try Data(contentsOf: source))
            }
        }
        let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// The `.swift` files directly inside `directory`, sorted by name.
    static func swiftFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    // PATH first, so a developer's chosen toolchain wins; then the toolchain this machine installs.
    private static func findSwiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let onPath = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
        }
        let candidates = onPath + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].map(URL.init(fileURLWithPath:))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw BuildFailure(description: "no swiftc on PATH or in /opt/swift/usr/bin; install a Swift toolchain")
        }
        return found
    }

    // posix_spawn + waitpid rather than Foundation's Process: on Linux, Process.waitUntilExit polls a
    // run loop and added ~0.13 s to each of the suite's hundreds of compiler runs. Output goes to a
    // temporary file, so a chatty compiler can never block on a full pipe.
    #if canImport(Glibc)
    private static func run(_ executable: URL, _ arguments: [String]) -> Outcome {
        let logURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenmod-swiftc-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: logURL) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, logURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            return (ok: false, output: "could not run \(executable.path): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        // WIFEXITED && WEXITSTATUS == 0, spelled out because the C macros are not imported.
        return (ok: status & 0x7f == 0 && (status >> 8) & 0xff == 0, output: output)
    }
    #else
    private static func run(_ executable: URL, _ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (ok: false, output: "could not run \(executable.path): \(error)")
        }
        // Read before waiting: a full pipe would otherwise block the compiler forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (ok: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
    #endif
}
