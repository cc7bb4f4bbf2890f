import Foundation
import Migration
import Testing
@testable import screenmodCLI

@Suite("Batch: --branch commits, resume and pull-request text")
struct BatchBranchTests {
    static let branch = "screenmod/uiscreen-main"
    static let scaleFile = "let a = UIScreen.main.scale\nlet b = UIScreen.main.scale\n"

    /// An environment whose identity variables would win if screenmod did not clean them away.
    private var hostileEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_NAME"] = "Not From Config"
        environment["GIT_AUTHOR_EMAIL"] = "author@example.invalid"
        environment["GIT_COMMITTER_NAME"] = "Not From Config"
        environment["GIT_COMMITTER_EMAIL"] = "committer@example.invalid"
        environment["GIT_DIR"] = "/nonexistent/.git"
        return environment
    }

    @Test func commitsOnANewBranchWithGitsOwnIdentity() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try BatchFixture.repository("App", in: folder, files: [
            "Sources/Badge.swift": BatchFixture.badge, "Sources/Scale.swift": Self.scaleFile, "README.md": "App\n"])
        let lib = try BatchFixture.repository("Lib", in: folder, files: ["Sources/Lib.swift": "let y = 2\n"])
        let dirty = try BatchFixture.repository("Dirty", in: folder)
        try folder.write("Dirty/README.md", "uncommitted\n")
        let dirtyBefore = try dirty.snapshot()
        let start = try app.git("rev-parse", "HEAD")

        let result = runCLI(["batch", "App", "Lib", "Dirty", "--branch", Self.branch, "--out", "out"], in: folder.path,
                            environment: hostileEnvironment)

        let rows = BatchFixture.rows(result.out)
        #expect(rows["App"] == ["migrated", "2", "3", "1"])
        #expect(rows["Lib"] == ["clean", "0", "0", "0"])
        #expect(rows["Dirty"] == ["skipped-dirty", "-", "-", "-"])
        #expect(try app.git("rev-parse", "--abbrev-ref", "HEAD") == Self.branch, "the branch is checked out")
        #expect(try app.git("rev-parse", "HEAD^") == start, "made from the HEAD it found")
        #expect(try app.git("rev-parse", "main") == start, "the original branch does not move")
        #expect(try app.git("status", "--porcelain").isEmpty, "the work tree matches the commit")
        #expect(try app.git("diff", "--name-only", "HEAD^", "HEAD") == "Sources/Badge.swift\nSources/Scale.swift")
        #expect(try app.git("log", "-1", "--format=%an <%ae>|%cn <%ce>")
                == "Batch Tester <batch@example.com>|Batch Tester <batch@example.com>")
        #expect(folder.read("App/Sources/Scale.swift")
                == "let a = traitCollection.displayScale\nlet b = traitCollection.displayScale\n")

        let message = try app.git("log", "-1", "--format=%B")
        #expect(message.hasPrefix("Migrate UIScreen.main with screenmod\n\nRewrote 3 uses of UIScreen.main in 2 files"))
        #expect(message.contains("Rewrites per rule:\n- scale-uikit: 3\n"))
        #expect(message.contains("Findings left for review, per rule:\n- bounds-unknown: 1\n"))
        #expect(message.contains("Screenmod-Branch: \(Self.branch)\nScreenmod-Files-Changed: 2\nScreenmod-Rewrites: 3\n"))
        #expect(try app.git("interpret-trailers", "--parse", input: message).contains("Screenmod-Findings: 1"))

        #expect(try lib.git("branch", "--list", Self.branch).isEmpty, "nothing to commit, no branch")
        #expect(try dirty.snapshot() == dirtyBefore)
        #expect(try app.git("remote").isEmpty && (try app.git("config", "--get-regexp", "^branch\\.", allowFailure: true)).isEmpty,
                "nothing is pushed or tracked")
        let repositories = parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]]
        #expect(repositories?.first?["commit"] as? String == (try app.git("rev-parse", "HEAD")))
        #expect(repositories?.first?["branch"] as? String == Self.branch)
        #expect(parseJSON(folder.read("out/summary.json"))?["mode"] as? String == "branch")
    }

    @Test func pullRequestTextSaysWhatChangedPerRuleAndListsFindingsAsAChecklist() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try BatchFixture.repository("App", in: folder, files: [
            "Sources/Badge.swift": BatchFixture.badge, "Sources/Scale.swift": Self.scaleFile])
        #expect(runCLI(["batch", "App", "--branch", Self.branch, "--out", "out"], in: folder.path).code == 0)
        let text = folder.read("out/App.md")
        #expect(text.hasPrefix("# Migrate `UIScreen.main` (screenmod)\n\n"))
        #expect(text.contains("screenmod rewrote 3 uses of `UIScreen.main` in 2 files on branch `\(Self.branch)`, "
                              + "for a deployment target of iOS 13."))
        #expect(text.contains("## What changed\n\n| Rule | Rewrites | What it does |\n| --- | ---: | --- |\n"
                              + "| `scale-uikit` | 3 | Rewrites UIScreen.main.scale to the trait collection's display scale. |\n"))
        #expect(text.contains("- `Sources/Badge.swift`: 1 rewrite (`scale-uikit`)\n- `Sources/Scale.swift`: 2 rewrites (`scale-uikit`)\n"))
        #expect(text.contains("## Left for a person\n"))
        #expect(text.contains("### `bounds-unknown` (1)\n\nUIScreen.main.bounds has no known container here. "
                              + "Suggestion: Use the bounds of the view's window scene.\n\n- [ ] `Sources/Badge.swift:6:21`\n"))
        #expect(!text.contains("Not migrated"))
    }

    @Test func pullRequestTextGivesEachSiteItsOwnWordsWhenARuleSaysDifferentThings() {
        var file = FileReport(path: "A.swift", relativePath: "Sources/A.swift", absolutePath: "/r/Sources/A.swift")
        file.findings = [
            Finding(ruleID: "helper", line: 3, column: 1, offset: 0, message: "first reason", suggestion: "do this"),
            Finding(ruleID: "helper", line: 9, column: 1, offset: 0, severity: .note, message: "second reason!",
                    suggestion: ""),
        ]
        let report = RunReport(files: [file], filesScanned: 1, settings: Settings(), currentDirectory: "/r", rules: [],
                               elapsed: .zero)
        let result = BatchResult(target: BatchTarget(position: 1, given: "r", path: "/r", name: "r"), status: .clean)
        let text = BatchPullRequest.text(result, report: report)
        #expect(text.contains("## What changed\n\nNo rewrites.\n"))
        #expect(text.contains("### `helper` (2)\n\n- [ ] `Sources/A.swift:3:1`: first reason. Suggestion: do this.\n"
                              + "- [ ] `Sources/A.swift:9:1` (note): second reason!\n"))
    }

    @Test func aSecondRunSkipsWhatIsDoneAndFinishesTheRest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try BatchFixture.repository("App", in: folder)
        let late = try BatchFixture.repository("Late", in: folder)
        try folder.write("Late/Sources/Badge.swift", "// not yet committed\n")
        let arguments = ["batch", "App", "Late", "--branch", Self.branch, "--out", "out"]

        let first = runCLI(arguments, in: folder.path)
        #expect(first.code == 1)
        #expect(BatchFixture.rows(first.out)["Late"] == ["skipped-dirty", "-", "-", "-"])
        let commit = try app.git("rev-parse", Self.branch)
        let pullRequest = folder.read("out/App.md")
        try late.git("checkout", "--", ".")
        try app.git("checkout", "-q", "main")

        let second = runCLI(arguments, in: folder.path)
        #expect(second.code == 0)
        let rows = BatchFixture.rows(second.out)
        #expect(rows["App"] == ["done", "1", "1", "1"], "counts come back from the commit's trailers")
        #expect(rows["Late"] == ["migrated", "1", "1", "1"])
        #expect(try app.git("rev-parse", Self.branch) == commit, "no second commit")
        #expect(try app.git("rev-parse", "--abbrev-ref", "HEAD") == "main", "a done repository is not touched")
        #expect(folder.read("out/App.md") == pullRequest)
        let repositories = parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]]
        #expect(repositories?.first?["commit"] as? String == commit)
        #expect((repositories?.first?["artifacts"] as? [String: Any])?["pullRequest"] as? String == "App.md")
        #expect(second.out.contains("1 migrated, 1 done.\n"))
    }

    @Test func aBranchScreenmodDidNotMakeIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try BatchFixture.repository("App", in: folder)
        try app.git("branch", Self.branch)
        let before = try app.snapshot()
        let result = runCLI(["batch", "App", "--branch", Self.branch, "--out", "out"], in: folder.path)
        #expect(result.code == 1)
        #expect(BatchFixture.rows(result.out)["App"] == ["failed: branch \(Self.branch) exists and is not screenmod's", "-", "-", "-"])
        #expect(try app.snapshot() == before)
    }

    @Test func oneRepositoryWithoutAnIdentityFailsAndTheOthersGoOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let anonymous = try BatchFixture.repository("Anonymous", in: folder)
        try anonymous.git("config", "--unset", "user.name")
        try anonymous.git("config", "--unset", "user.email")
        try anonymous.git("config", "user.useConfigOnly", "true")
        let named = try BatchFixture.repository("Named", in: folder)
        let before = try anonymous.snapshot()
        var environment = hostileEnvironment
        try folder.mkdir("home")
        environment["HOME"] = folder.path + "/home"
        environment["XDG_CONFIG_HOME"] = folder.path + "/home"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment.removeValue(forKey: "GIT_CONFIG_GLOBAL")

        let result = runCLI(["batch", "Anonymous", "Named", "--branch", Self.branch, "--out", "out"], in: folder.path,
                            environment: environment)

        #expect(result.code == 1)
        let repositories = try #require(parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]])
        #expect(repositories[0]["status"] as? String == "failed")
        #expect((repositories[0]["reason"] as? String)?.hasPrefix("cannot commit: ") == true)
        #expect(try anonymous.snapshot() == before, "no branch, no file changed")
        #expect(repositories[1]["status"] as? String == "migrated")
        #expect(try named.git("rev-parse", "--abbrev-ref", "HEAD") == Self.branch)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/Anonymous.diff"), "the diff is kept for review")
    }

    @Test func signingFollowsGitsConfiguration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try BatchFixture.repository("App", in: folder)
        try app.git("config", "commit.gpgSign", "true")
        try app.git("config", "gpg.program", "false")
        let before = try app.snapshot()
        let result = runCLI(["batch", "App", "--branch", Self.branch, "--out", "out"], in: folder.path)
        #expect(result.code == 1)
        #expect(BatchFixture.rows(result.out)["App"]?.first?.hasPrefix("failed: cannot commit: ") == true)
        #expect(try app.snapshot() == before, "an unsigned commit is never made behind the configuration's back")
    }

    @Test func allowDirtyLeavesFilesWithUncommittedChangesOutOfTheCommit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try BatchFixture.repository("App", in: folder, files: [
            "Sources/Badge.swift": BatchFixture.badge, "Sources/Scale.swift": Self.scaleFile])
        let edited = Self.scaleFile + "// work in progress\n"
        try folder.write("App/Sources/Scale.swift", edited)

        let result = runCLI(["batch", "App", "--branch", Self.branch, "--allow-dirty", "--out", "out"], in: folder.path)

        #expect(BatchFixture.rows(result.out)["App"] == ["migrated", "1", "1", "1"])
        #expect(try app.git("diff", "--name-only", "HEAD^", "HEAD") == "Sources/Badge.swift")
        #expect(folder.read("App/Sources/Scale.swift") == edited, "the person's edit is kept as it was")
        #expect(try app.git("status", "--porcelain") == " M Sources/Scale.swift")
        let repositories = parseJSON(folder.read("out/summary.json"))?["repositories"] as? [[String: Any]]
        #expect(repositories?.first?["leftOut"] as? [String] == ["Sources/Scale.swift"])
        #expect(folder.read("out/App.md").contains("## Not migrated\n\nThese files had uncommitted changes, "
                                                    + "so screenmod left them alone:\n\n- `Sources/Scale.swift`\n"))
    }

    @Test func trailersRoundTrip() {
        let target = BatchTarget(position: 1, given: "App", path: "/App", name: "App")
        var result = BatchResult(target: target, status: .migrated)
        (result.filesChanged, result.rewrites, result.findings) = (4, 9, 2)
        let trailers = BatchCommitMessage.trailers(of: BatchCommitMessage.text(result, branch: "x/y"))
        #expect(trailers[BatchCommitMessage.branchKey] == "x/y")
        var restored = BatchResult(target: target)
        BatchCommitMessage.restore(&restored, from: trailers)
        #expect((restored.filesChanged, restored.rewrites, restored.findings) == (4, 9, 2))
    }
}

extension TestRepository {
    /// Runs git with `input` on standard input and returns its output.
    func git(_ arguments: String..., input: String) throws -> String {
        let file = folder.path + "/.git-input-" + UUID().uuidString
        try Data(input.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (status, output) = try folder.shell(["sh", "-c", "git \"$@\" < \"$0\"", file] + arguments, in: path)
        guard status == 0 else { throw GitCommandFailed(arguments: arguments, output: output) }
        return output
    }

    /// Runs git and returns its output whether or not it succeeded.
    func git(_ arguments: String..., allowFailure: Bool) throws -> String {
        try folder.shell(["git"] + arguments, in: path).1
    }
}
