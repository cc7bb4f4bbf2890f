import Foundation
import Testing
@testable import screenmodCLI

/// A repository's `.screenmod` baseline holds in `batch` exactly as in a run inside it.
@Suite("Batch: the repository's baseline")
struct BatchBaselineTests {
    /// A committed repository whose `.screenmod` names a baseline that records today's uses.
    private static func baselinedRepository(in folder: TemporaryFolder) throws -> TestRepository {
        let app = try BatchFixture.repository("App", in: folder, files: [
            "Sources/Badge.swift": BatchFixture.badge,
            ".screenmod": #"{"baseline": ".screenmod-baseline.json"}"#,
        ])
        let written = runCLI(["--write-baseline", ".screenmod-baseline.json"], in: app.path)
        #expect(written.code == 0, "\(written.err)")
        try app.git("add", "-A")
        try app.git("commit", "-q", "-m", "Baseline")
        return app
    }

    @Test("known uses pass batch --check as they pass --check in the repository")
    func knownUsesPass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try Self.baselinedRepository(in: folder)
        #expect(runCLI(["--check"], in: app.path).code == ExitCode.success)

        let batch = runCLI(["batch", "--check", "App", "--out", "out"], in: folder.path)
        #expect(batch.code == ExitCode.success, "\(batch.out)\(batch.err)")
        #expect(BatchFixture.rows(batch.out)["App"] == ["clean", "0", "0", "0"])
        #expect(folder.read("out/App.diff").isEmpty)
    }

    @Test("only a use the baseline does not record is counted, diffed and fails batch --check")
    func newUsesFail() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try Self.baselinedRepository(in: folder)
        try folder.write("App/Sources/Extra.swift", "let extra = UIScreen.main.scale\n")
        try app.git("add", "-A")
        try app.git("commit", "-q", "-m", "A new use")

        let batch = runCLI(["batch", "--check", "App", "--out", "out"], in: folder.path)
        #expect(batch.code == ExitCode.failure)
        #expect(BatchFixture.rows(batch.out)["App"] == ["rewritable", "1", "1", "0"])
        let diff = folder.read("out/App.diff")
        #expect(diff.hasPrefix("--- a/Sources/Extra.swift\n"), "\(diff)")
        #expect(!diff.contains("Badge.swift"))
    }

    @Test("a baseline the repository's .screenmod names but lacks fails that repository, saying why")
    func missingBaseline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder, files: [
            "Sources/Badge.swift": BatchFixture.badge, ".screenmod": #"{"baseline": "missing.json"}"#,
        ])
        let batch = runCLI(["batch", "App", "--out", "out"], in: folder.path)
        #expect(batch.code == ExitCode.failure)
        let summary = try #require(parseJSON(folder.read("out/summary.json")))
        let repository = try #require((summary["repositories"] as? [[String: Any]])?.first)
        #expect(repository["status"] as? String == "failed")
        #expect((repository["reason"] as? String)?.hasPrefix(folder.path + "/App/missing.json: could not be read") == true,
                "\(repository["reason"] ?? "")")
    }
}
