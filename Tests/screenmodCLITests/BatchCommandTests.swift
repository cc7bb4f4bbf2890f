import Foundation
import Testing
@testable import screenmodCLI

@Suite("Batch: dry run, --write and per-repository settings")
struct BatchCommandTests {
    @Test func dryRunReportsEachKindOfRepositoryAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try BatchFixture.repository("App", in: folder)
        let dirty = try BatchFixture.repository("Dirty", in: folder)
        try folder.write("Dirty/Sources/Badge.swift", BatchFixture.badge + "// edited, not committed\n")
        let dirtyBefore = try dirty.snapshot()
        try folder.write("plain/Sources/Badge.swift", BatchFixture.badge)
        let ignored = try BatchFixture.repository("Ignored", in: folder, files: [
            ".gitignore": "Generated/\n", "Sources/Clean.swift": "let x = 1\n"])
        try folder.write("Ignored/Generated/Badge.swift", BatchFixture.badge)
        _ = try BatchFixture.repository("Lib", in: folder, files: ["Sources/Lib.swift": "let y = 2\n"])
        let appBefore = try app.snapshot()

        let result = runCLI(["batch", "App", "Dirty", "plain", "Ignored", "Lib", "--out", "out"], in: folder.path)

        #expect(result.code == 1, "a skipped and a non-repository need attention")
        let rows = BatchFixture.rows(result.out)
        #expect(rows["App"] == ["rewritable", "1", "1", "1"])
        #expect(rows["Dirty"] == ["skipped-dirty", "-", "-", "-"])
        #expect(rows["plain"] == ["not-a-repository", "-", "-", "-"])
        #expect(rows["Ignored"] == ["clean", "0", "0", "0"])
        #expect(rows["Lib"] == ["clean", "0", "0", "0"])
        #expect(result.out.contains("1 rewritable, 2 clean, 1 skipped-dirty, 1 not-a-repository.\n"))
        #expect(try app.snapshot() == appBefore)
        #expect(try dirty.snapshot() == dirtyBefore)
        #expect(folder.read("Ignored/Generated/Badge.swift") == BatchFixture.badge)
        #expect(try ignored.git("status", "--porcelain").isEmpty)
        #expect(try app.git("branch", "--list").split(separator: "\n").count == 1)

        let diff = folder.read("out/App.diff")
        #expect(diff.hasPrefix("--- a/Sources/Badge.swift\n+++ b/Sources/Badge.swift\n"))
        #expect(diff.contains("+        let scale = traitCollection.displayScale\n"))
        let report = try #require(parseJSON(folder.read("out/App.json")))
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.first?["path"] as? String == "Sources/Badge.swift")
        #expect((files.first?["findings"] as? [[String: Any]])?.first?["line"] as? Int == 6)
        #expect(folder.read("out/Ignored.diff").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/Dirty.diff"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/App.md"), "no pull request without a branch")
    }

    @Test func summaryJSONHoldsTheTableData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder)
        try folder.mkdir("plain")
        let result = runCLI(["batch", "App", "plain", "--out", "out"], in: folder.path)
        let summary = try #require(parseJSON(folder.read("out/summary.json")))
        #expect(summary["version"] as? Int == 1)
        #expect(summary["mode"] as? String == "dry-run")
        #expect(summary["listed"] as? Int == 2)
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        #expect(repositories.map { $0["name"] as? String } == ["App", "plain"])
        #expect(repositories.map { $0["status"] as? String } == ["rewritable", "not-a-repository"])
        #expect(repositories[0]["path"] as? String == folder.path + "/App")
        #expect(repositories[0]["rewrites"] as? Int == 1)
        #expect(repositories[0]["findings"] as? Int == 1)
        #expect(repositories[0]["filesChanged"] as? Int == 1)
        #expect(repositories[0]["rewritesByRule"] as? [String: Int] == ["scale-uikit": 1])
        #expect(repositories[0]["findingsByRule"] as? [String: Int] == ["bounds-unknown": 1])
        #expect((repositories[0]["artifacts"] as? [String: Any])?["diff"] as? String == "App.diff")
        #expect(repositories[1]["reason"] as? String == "not inside a git work tree")
        let totals = try #require(summary["totals"] as? [String: Int])
        #expect(totals["repositories"] == 2 && totals["rewritable"] == 1 && totals["not-a-repository"] == 1)
        #expect(totals["rewrites"] == 1 && totals["findings"] == 1)
        #expect(result.out.contains("TOTAL       2 repositories"))
    }

    @Test func theDiffAppliedWithGitApplyEqualsTheWriteResult() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dry = try BatchFixture.repository("Dry", in: folder)
        let written = try BatchFixture.repository("Written", in: folder)
        #expect(runCLI(["batch", "Dry", "--out", "out"], in: folder.path).code == 0)
        try dry.git("apply", folder.path + "/out/Dry.diff")
        let result = runCLI(["batch", "Written", "--write", "--out", "out"], in: folder.path)
        #expect(result.code == 0)
        #expect(BatchFixture.rows(result.out)["Written"] == ["migrated", "1", "1", "1"])
        let expected = BatchFixture.badge.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
        #expect(folder.read("Written/Sources/Badge.swift") == expected)
        #expect(folder.read("Dry/Sources/Badge.swift") == expected)
        #expect(try written.git("status", "--porcelain") == " M Sources/Badge.swift")
        #expect(try written.git("branch", "--list").split(separator: "\n").count == 1, "--write makes no branch")
        #expect(folder.read("out/Written.diff") == folder.read("out/Dry.diff"), "the diff is relative to each repository")
    }

    @Test func eachRepositoryUsesItsOwnConfigAndDeploymentTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("Configured", in: folder, files: [
            ".screenmod": #"{"minIOS": 16, "exclude": ["Legacy/**"]}"#,
            "Sources/Badge.swift": BatchFixture.badge, "Legacy/Old.swift": BatchFixture.badge])
        _ = try BatchFixture.repository("Package", in: folder, files: [
            "Package.swift": "platforms: [.iOS(.v15)]\n", "Sources/Badge.swift": BatchFixture.badge])
        let recorder = SettingsRecorder()
        let result = runCLI(["batch", "Configured", "Package", "--out", "out"], in: folder.path, engine: recorder.adapter)
        #expect(result.code == 0)
        let repositories = try #require(parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]])
        #expect(repositories.map { $0["minIOS"] as? Int } == [16, 15])
        #expect(repositories[0]["config"] as? String == folder.path + "/Configured/.screenmod")
        #expect(repositories[1]["minIOSSource"] as? String == "detected in \(folder.path)/Package/Package.swift")
        #expect(repositories.map { $0["filesScanned"] as? Int } == [1, 2], "the config's exclude applies")
        #expect(recorder.minIOSValues.sorted() == [15, 16])
    }

    @Test func collidingFolderNamesGetUniqueDeterministicFileNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for parent in ["team-a", "team-b", "team-c"] {
            _ = try BatchFixture.repository("\(parent)/App", in: folder)
        }
        try folder.write("repos.txt", "team-a/App\nteam-b/App\nteam-c/App\n")
        for jobs in ["1", "3"] {
            let result = runCLI(["batch", "--repos", "repos.txt", "--out", "out\(jobs)", "--jobs", jobs], in: folder.path)
            #expect(result.code == 0)
            let repositories = try #require(parseJSON(folder.read("out\(jobs)/summary.json"))?["repositories"] as? [[String: Any]])
            #expect(repositories.map { $0["name"] as? String } == ["App", "App-2", "App-3"])
            #expect(repositories.map { $0["path"] as? String } == ["a", "b", "c"].map { "\(folder.path)/team-\($0)/App" })
            #expect(folder.read("out\(jobs)/App-3.diff").contains("+++ b/Sources/Badge.swift"))
        }
        #expect(folder.read("out1/summary.json") == folder.read("out3/summary.json"))
    }

    @Test func checkModeExitsOneWhenAnyRepositoryHasWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder)
        _ = try BatchFixture.repository("Lib", in: folder, files: ["Sources/Lib.swift": "let y = 2\n"])
        #expect(runCLI(["batch", "Lib", "--check", "--out", "out"], in: folder.path).code == 0)
        let result = runCLI(["batch", "App", "Lib", "--check", "--out", "out"], in: folder.path)
        #expect(result.code == 1)
        #expect(parseJSON(folder.read("out/summary.json"))?["mode"] as? String == "check")
    }

    @Test func progressIsARedrawnLineOnATerminalAndPlainLinesOtherwise() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder)
        try folder.mkdir("plain")
        let plain = runCLI(["batch", "App", "plain", "--out", "out", "--jobs", "1"], in: folder.path)
        #expect(plain.err.contains("screenmod batch: [1/2] App: rewritable (1 file changed, 1 rewrite, 1 finding)\n"))
        #expect(plain.err.contains("screenmod batch: [2/2] plain: not-a-repository (not inside a git work tree)\n"))
        #expect(!plain.err.contains("\u{1B}"))
        let live = runCLI(["batch", "App", "plain", "--out", "out", "--jobs", "1"], in: folder.path, terminal: true)
        #expect(live.err.contains("\r\u{1B}[Kscreenmod batch: 0/2 done, 0 rewrites so far - App"))
        #expect(live.err.contains("\r\u{1B}[Kscreenmod batch: 1/2 done, 1 rewrite so far - plain"))
        #expect(live.err.hasSuffix("\r\u{1B}[K"), "the line is cleared before the table")
        #expect(!live.err.contains("\n"))
        #expect(live.out == plain.out)
        let quiet = runCLI(["batch", "App", "--out", "out", "--quiet"], in: folder.path)
        #expect(quiet.err.isEmpty)
    }

    @Test("statuses say what happened: rewritable in a dry run, migrated when written, findings-only, clean")
    func statusesNameWhatHappened() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder)
        _ = try BatchFixture.repository("Review", in: folder, files: ["Sources/W.swift": "let w = UIScreen.main.bounds.width\n"])
        _ = try BatchFixture.repository("Lib", in: folder, files: ["Sources/Lib.swift": "let y = 2\n"])
        let dry = BatchFixture.rows(runCLI(["batch", "App", "Review", "Lib", "--out", "out"], in: folder.path).out)
        #expect(dry["App"]?.first == "rewritable")
        #expect(dry["Review"] == ["findings-only", "0", "0", "1"])
        #expect(dry["Lib"] == ["clean", "0", "0", "0"])
        let written = BatchFixture.rows(runCLI(["batch", "App", "--write", "--out", "out2"], in: folder.path).out)
        #expect(written["App"]?.first == "migrated")
    }

    @Test func aFileThatCannotBeProcessedShowsInTheStatusAndTheExitCode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder, files: [
            "Sources/Badge.swift": BatchFixture.badge, "Sources/Data.swift": "let x = 1\u{0}\n"])
        try folder.write("notes.txt", "not a folder\n")
        let result = runCLI(["batch", "App", "notes.txt", "--out", "out"], in: folder.path)
        #expect(result.code == 1)
        let rows = BatchFixture.rows(result.out)
        #expect(rows["App"] == ["rewritable (1 file not processed)", "1", "1", "1"])
        #expect(rows["notes.txt"] == ["not-a-repository", "-", "-", "-"])
        let repositories = parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]]
        #expect(repositories?.first?["status"] as? String == "rewritable")
        #expect(repositories?.first?["fileErrors"] as? Int == 1)
        #expect(repositories?.last?["reason"] as? String == "not a folder")
    }

    @Test func anOutputFolderInsideTheRepositoryDoesNotMakeItDirty() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder)
        let first = runCLI(["batch", "."], in: folder.path + "/App")
        #expect(first.code == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/App/screenmod-batch/App.diff"))
        let second = runCLI(["batch", "."], in: folder.path + "/App")
        #expect(BatchFixture.rows(second.out)["App"] == ["rewritable", "1", "1", "1"])
    }

    @Test func aFolderInsideAnotherWorkTreeIsNotARepository() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("Mono", in: folder, files: ["ios/Sources/Badge.swift": BatchFixture.badge])
        let result = runCLI(["batch", "Mono/ios", "--out", "out"], in: folder.path)
        #expect(BatchFixture.rows(result.out)["ios"] == ["not-a-repository", "-", "-", "-"])
        let repositories = parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]]
        #expect((repositories?.first?["reason"] as? String)?.hasPrefix("inside the work tree at ") == true)
    }
}

/// Records the deployment target each repository's engine was prepared with.
final class SettingsRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    var minIOSValues: [Int] { lock.withLock { values } }

    var adapter: EngineAdapter {
        EngineAdapter(prepare: { settings, _ in
            self.lock.withLock { self.values.append(settings.minIOS) }
            return ToyEngine.processor
        })
    }
}

/// Git repositories in temporary folders, and readers for the batch's output.
enum BatchFixture {
    /// A view with one rewritable use (line 5) and one finding (line 6) under the toy engine.
    static let badge = """
        import UIKit

        final class Badge: UIView {
            override func layoutSubviews() {
                let scale = UIScreen.main.scale
                let width = UIScreen.main.bounds.width
            }
        }

        """

    /// A committed repository at `relative` inside `folder`, with its own identity configured.
    static func repository(_ relative: String, in folder: TemporaryFolder,
                           files: [String: String] = ["Sources/Badge.swift": badge]) throws -> TestRepository {
        for (path, text) in files { try folder.write(relative + "/" + path, text) }
        let repository = TestRepository(folder: folder, path: folder.path + "/" + relative)
        try repository.git("init", "-q", "-b", "main")
        try repository.git("config", "user.name", "Batch Tester")
        try repository.git("config", "user.email", "batch@example.com")
        try repository.git("config", "commit.gpgsign", "false")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "Initial commit")
        return repository
    }

    /// The table rows by repository name: status, files changed, rewrites, findings.
    static func rows(_ table: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard cells.count >= 5, cells[0] != "TOTAL" else { continue }
            rows[cells[0]] = [cells[1..<(cells.count - 3)].joined(separator: " ")] + cells.suffix(3)
        }
        return rows
    }
}

/// One git repository made by a test.
struct TestRepository {
    let folder: TemporaryFolder
    let path: String

    /// Runs git in the repository and returns its output; throws when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let (status, output) = try folder.shell(["git"] + arguments, in: path)
        guard status == 0 else { throw GitCommandFailed(arguments: arguments, output: output) }
        return output.hasSuffix("\n") ? String(output.dropLast()) : output
    }

    /// Everything git knows about the repository's state: HEAD, branches, status and file contents.
    func snapshot() throws -> String {
        let files = try git("ls-files", "-co", "--exclude-standard").split(separator: "\n")
        let contents = files.map { "\($0):\(folder.read(PathName.relative(path + "/" + $0, to: folder.path)))" }
        return try [git("rev-parse", "HEAD"), git("branch", "--list"), git("status", "--porcelain")].joined(separator: "\n")
            + contents.joined(separator: "\n")
    }
}

/// A git command in a test failed.
struct GitCommandFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
}
