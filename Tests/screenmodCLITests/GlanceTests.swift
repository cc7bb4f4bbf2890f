import Foundation
import SourceModel
import Testing
@testable import screenmodCLI

/// What the engine's prepare step saw of each file's glance ("true", "false" or "none"), and
/// how often the glance ran.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: String] = [:]
    private var calls = 0

    func glanced() { lock.withLock { calls += 1 } }
    func prepared(_ sources: [SourceFile]) { lock.withLock { for file in sources { files[file.path] = file.glanced.map(String.init) ?? "none" } } }
    var snapshot: (files: [String: String], calls: Int) { lock.withLock { (files, calls) } }
}

@Suite("The engine's glance at each file as it is read")
struct GlanceTests {
    @Test("each readable file is glanced at once, and the answer reaches the engine with its bytes")
    func glanceReachesTheEngine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Uses.swift", "let s = UIScreen.main.scale\n")
        try folder.write("Plain.swift", "let s = 2\n")
        try folder.write("Binary.swift", bytes: Array("let s = 1\n".utf8) + [0, 1, 2])
        let seen = Seen()
        var engine = EngineAdapter(prepareRun: { _, files in
            seen.prepared(files)
            return PreparedRun(processor: { _, _ in FileOutcome() })
        })
        engine.glance = { _ in
            { bytes in
                seen.glanced()
                return bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self).contains("UIScreen") }
            }
        }
        _ = runCLI(["."], in: folder.path, engine: engine)
        let (files, calls) = seen.snapshot
        #expect(files.count == 2)
        #expect(files["Uses.swift"] == "true")
        #expect(files["Plain.swift"] == "false")
        // The binary file is refused by the check before any glance.
        #expect(calls == 2)
    }

    @Test("an engine without a glance gets no answer")
    func noGlanceNoAnswer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Uses.swift", "let s = UIScreen.main.scale\n")
        let seen = Seen()
        let engine = EngineAdapter(prepareRun: { _, files in
            seen.prepared(files)
            return PreparedRun(processor: { _, _ in FileOutcome() })
        })
        _ = runCLI(["."], in: folder.path, engine: engine)
        #expect(seen.snapshot.files == ["Uses.swift": "none"])
    }
}
