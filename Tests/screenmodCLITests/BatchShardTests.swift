import Foundation
import Testing
@testable import screenmodCLI

@Suite("Batch: shards and merge")
struct BatchShardTests {
    @Test(arguments: [1, 2, 3, 5, 8])
    func shardsPartitionEveryListWithNothingLostOrDoubled(count: Int) {
        for length in 0...25 {
            let positions = Array(1...max(1, length)).prefix(length)
            let shares = (1...count).map { index in
                positions.filter { BatchShard(index: index, count: count).contains(position: $0) }
            }
            #expect(shares.flatMap { $0 }.sorted() == Array(positions), "length \(length)")
            let sizes = shares.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "balanced: \(sizes)")
        }
    }

    @Test func parsesKOfNAndRejectsTheRest() throws {
        #expect(try BatchShard.parse("2/5") == BatchShard(index: 2, count: 5))
        #expect(try BatchShard.parse("1/1") == BatchShard(index: 1, count: 1))
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/3", "1/3/5", ""] {
            #expect(throws: CLIError.self) { try BatchShard.parse(bad) }
        }
    }

    @Test func shardRunsTogetherProcessEveryRepositoryOnceAndMergeIntoTheWholeRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let list = try makeList(in: folder)
        let whole = runCLI(["batch", "--repos", "repos.txt", "--out", "whole"], in: folder.path)

        var seen: [Int] = []
        for index in 1...3 {
            let result = runCLI(["batch", "--repos", "repos.txt", "--shard", "\(index)/3", "--out", "shard\(index)"],
                                in: folder.path)
            let summary = try #require(parseJSON(folder.read("shard\(index)/summary.json")))
            #expect(summary["listed"] as? Int == list.count)
            #expect((summary["shard"] as? [String: Int]) == ["index": index, "count": 3])
            let repositories = try #require(summary["repositories"] as? [[String: Any]])
            seen += repositories.compactMap { $0["position"] as? Int }
            #expect(result.out.contains("TOTAL"))
        }
        #expect(seen.sorted() == Array(1...list.count), "every repository in exactly one shard")

        let merged = runCLI(["batch", "merge", "shard3", "shard1", "shard2", "--out", "merged"], in: folder.path)
        #expect(merged.code == whole.code)
        #expect(merged.err.isEmpty)
        #expect(merged.out == whole.out, "merging all shards gives the unsharded table")
        let wholeSummary = try #require(parseJSON(folder.read("whole/summary.json")))
        let mergedSummary = try #require(parseJSON(folder.read("merged/summary.json")))
        let keys = ["position", "name", "path", "status", "rewrites", "findings"]
        func rows(_ summary: [String: Any]) -> [String] {
            ((summary["repositories"] as? [[String: Any]]) ?? []).map { entry in
                keys.map { "\(entry[$0] ?? "-")" }.joined(separator: "|")
            }
        }
        #expect(rows(mergedSummary) == rows(wholeSummary))
        #expect(mergedSummary["mergedFrom"] as? [String] == ["shard3", "shard1", "shard2"])
        #expect(mergedSummary["shard"] is NSNull)
        #expect(folder.read("merged/App1.diff") == folder.read("whole/App1.diff"))
        #expect(folder.read("merged/App1.diff").contains("+++ b/Sources/Badge.swift"))
    }

    @Test func mergeSaysWhichShardIsMissingOrDoubled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try makeList(in: folder)
        for index in 1...3 {
            _ = runCLI(["batch", "--repos", "repos.txt", "--shard", "\(index)/3", "--out", "shard\(index)"], in: folder.path)
        }
        let missing = runCLI(["batch", "merge", "shard1", "shard2", "--out", "merged"], in: folder.path)
        #expect(missing.code == 1)
        #expect(missing.err.contains("screenmod batch merge: shard 3/3 is missing\n"))
        #expect(missing.err.contains("2 of 7 listed repositories are in none of the summaries"))
        let doubled = runCLI(["batch", "merge", "shard1", "shard1", "shard2", "shard3", "--out", "merged"], in: folder.path)
        #expect(doubled.code == 1)
        #expect(doubled.err.contains("shard 1/3 was given 2 times"))
        #expect(doubled.err.contains("appears in \(folder.path)/shard1 and \(folder.path)/shard1; kept the first"))
        let repositories = parseJSON(folder.read("merged/summary.json"))?["repositories"] as? [[String: Any]]
        #expect(repositories?.count == 7)
        let unreadable = runCLI(["batch", "merge", "nowhere"], in: folder.path)
        #expect(unreadable.code == 1)
        #expect(unreadable.err.hasPrefix("Error: nowhere/summary.json: could not be read"))
    }

    /// Seven entries: three repositories, three plain folders and one missing path.
    private func makeList(in folder: TemporaryFolder) throws -> [String] {
        _ = try BatchFixture.repository("App1", in: folder)
        _ = try BatchFixture.repository("App2", in: folder)
        _ = try BatchFixture.repository("Lib", in: folder, files: ["Sources/Lib.swift": "let y = 2\n"])
        for plain in ["p1", "p2", "p3"] { try folder.mkdir(plain) }
        let list = ["App1", "p1", "App2", "p2", "missing", "Lib", "p3"]
        try folder.write("repos.txt", "# the fleet\n" + list.joined(separator: "\n") + "\n")
        return list
    }
}
