import Foundation
import Testing
@testable import screenmodCLI

@Suite("Batch: arguments, help and repository lists")
struct BatchArgumentsTests {
    @Test func parsesBatchOptions() throws {
        let invocation = try Arguments.parse(["batch", "--repos", "list.txt", "--out", "o", "--allow-dirty",
                                              "--branch", "screenmod/main", "--jobs", "4", "--shard", "2/3", "A"])
        #expect(invocation.command == .subcommand(.batch))
        #expect(invocation.paths == ["A"])
        #expect(invocation.options.batch == BatchOptionValues(repos: "list.txt", out: "o", allowDirty: true,
                                                               branch: "screenmod/main", shard: BatchShard(index: 2, count: 3)))
        #expect(invocation.options.jobs == 4)
        let merge = try Arguments.parse(["batch", "merge", "s1", "s2", "--out", "all"])
        #expect(merge.command == .subcommand(.batchMerge))
        #expect(merge.paths == ["s1", "s2"])
        #expect(merge.options.batch.out == "all")
    }

    @Test(arguments: [
        (["batch"], "Missing expected argument '<repo-dir> ...' or option '--repos <file>'"),
        (["batch", "A", "--shard", "4/3"], "The value '4/3' is invalid for '--shard <k/n>'"),
        (["batch", "A", "--branch", "bad..name"], "The value 'bad..name' is invalid for '--branch <name>'"),
        (["batch", "A", "--branch", "x", "--check"], "'--branch' and '--check' cannot be used together."),
        (["batch", "A", "--write", "--check"], "'--write' and '--check' cannot be used together."),
        (["batch", "A", "--format", "json"], "Unknown option '--format'"),
        (["batch", "merge"], "Missing expected argument '<dir> ...'"),
        (["batch", "merge", "s1", "--write"], "Unknown option '--write'"),
        (["--repos", "list.txt"], "Unknown option '--repos'"),
    ])
    func rejectsBadBatchArguments(arguments: [String], message: String) {
        let result = runCLI(arguments, in: "/")
        #expect(result.code == 64)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("Error: \(message)"))
        #expect(result.err.contains("Usage: screenmod"))
    }

    @Test func branchNamesFollowGitsRules() throws {
        for good in ["screenmod", "screenmod/uiscreen-main", "feature/a.b", "x@y"] {
            #expect(try BatchOptionValues.branchName(good) == good)
        }
        for bad in ["", "-x", "a b", "a..b", "a/", "/a", "a//b", ".a", "a/.b", "a.lock", "a.", "a~1", "a^", "a:b",
                    "a?", "a*", "a[", "a\\b", "@", "a@{1}", "a\tb"] {
            #expect(throws: CLIError.self, "\(bad)") { try BatchOptionValues.branchName(bad) }
        }
    }

    @Test func helpPagesDescribeBatchAndMerge() {
        let page = runCLI(["help", "batch"], in: "/").out
        #expect(page.hasPrefix("OVERVIEW: Run over many repositories and summarise the results.\n"))
        #expect(page.contains("USAGE: screenmod batch [<options>] (--repos <file> | <repo-dir> ...)"))
        for option in ["--repos <file>", "--out <dir>", "--allow-dirty", "--branch <name>", "--jobs <n>",
                       "--shard <k/n>", "--write", "--min-ios <version>", "--enable <rule-id>", "--disable <rule-id>",
                       "--rules <dir>"] {
            #expect(page.contains("  \(option)"), "batch help lacks \(option)")
        }
        #expect(page.contains("Process this many repositories at once"))
        #expect(page.contains("EXIT CODES:\n  0                       Every repository was rewritable, migrated,\n                          findings-only, clean or done.\n"))
        #expect(!page.contains("--format"))
        for line in page.split(separator: "\n") { #expect(line.count <= 80, "too wide: \(line)") }
        let merge = runCLI(["batch", "merge", "--help"], in: "/").out
        #expect(merge.hasPrefix("OVERVIEW: Merge the summaries of batch shards into one table and summary.json."))
        #expect(merge.contains("  --out <dir>"))
        #expect(!merge.contains("--write"))
        #expect(runCLI(["--help"], in: "/").out.contains("  batch merge "))
        #expect(!runCLI(["--help"], in: "/").out.contains("--repos"))
    }

    @Test func listFilesAllowCommentsAndResolveAgainstTheirFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.mkdir("fleet/App")
        try folder.mkdir("Lib")
        try folder.write("fleet/repos.txt", """
            # iOS apps
            App   # the flagship

            ../Lib
            /abs/Kit
            ~/Home
            App
            with#hash

            """)
        let targets = try BatchRepositoryList.targets(file: "fleet/repos.txt", paths: ["Lib", "Extra"], cwd: folder.path,
                                                      environment: ["HOME": "/home/me"])
        #expect(targets.map(\.given) == ["App", "../Lib", "/abs/Kit", "~/Home", "with#hash", "Extra"])
        #expect(targets.map(\.path) == [folder.path + "/fleet/App", folder.path + "/Lib", "/abs/Kit", "/home/me/Home",
                                        folder.path + "/fleet/with#hash", folder.path + "/Extra"])
        #expect(targets.map(\.position) == Array(1...6))
        #expect(throws: CLIError.self) {
            try BatchRepositoryList.targets(file: "none.txt", paths: [], cwd: folder.path, environment: [:])
        }
    }

    @Test func namesAreUniqueIgnoringCaseAndNeverClashWithTheSummary() {
        #expect(BatchRepositoryList.uniqueNames(["App", "app", "App", "summary", "App-2", "a:b", "", ".."])
                == ["App", "app-2", "App-3", "summary-2", "App-2-2", "a-b", "repository", "repository-2"])
    }

    @Test func gitMissingFromPathIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = runCLI(["batch", "A", "--out", "out"], in: folder.path, environment: ["PATH": "/nonexistent"])
        #expect(result.code == 1)
        #expect(result.err.hasPrefix("Error: git was not found on PATH"))
    }
}
