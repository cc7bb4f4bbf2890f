import Foundation
import Testing
@testable import screenmodCLI

/// The index reader lists what `git ls-files` lists, or says it cannot and leaves it to git.
@Suite("Git index")
struct GitIndexTests {
    private func gitList(_ folder: String, in temporary: TemporaryFolder) throws -> [String] {
        let (status, output) = try temporary.shell(["git", "-c", "core.quotepath=off", "ls-files"], in: folder)
        #expect(status == 0)
        return output.split(separator: "\n").map(String.init)
    }

    private func makeRepository(version: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let names = ["A.swift", "b/C.swift", "b/c/D E.swift", "b/c/deep/Été.swift", "bb/F.swift", "b.swift",
                     "z/Long" + String(repeating: "x", count: 90) + ".swift", "Ignored.gen.swift"]
        for name in names { try folder.write(name, "let x = 1\n") }
        _ = try folder.shell(["git", "init", "-q"])
        _ = try folder.shell(["git", "add", "."])
        _ = try folder.shell(["git", "update-index", "--index-version", String(version)])
        return folder
    }

    @Test("Lists what git lists", arguments: [2, 3, 4])
    func agreesWithGit(version: Int) throws {
        let folder = try makeRepository(version: version)
        defer { folder.remove() }
        let real = try #require(FileSystem.realPath(folder.path))
        #expect(GitIndex.trackedFiles(inRealFolder: real) == (try gitList(folder.path, in: folder)))
        // From a folder inside the work tree, paths are relative to it, as git's are.
        #expect(GitIndex.trackedFiles(inRealFolder: real + "/b") == (try gitList(folder.path + "/b", in: folder)))
        #expect(GitIndex.trackedFiles(inRealFolder: real + "/b")?.contains("c/D E.swift") == true)
    }

    @Test func anIntentToAddEntryIsListedLikeGitDoes() throws {
        let folder = try makeRepository(version: 3)
        defer { folder.remove() }
        try folder.write("New.swift", "")
        _ = try folder.shell(["git", "add", "--intent-to-add", "New.swift"])
        let real = try #require(FileSystem.realPath(folder.path))
        #expect(GitIndex.trackedFiles(inRealFolder: real) == (try gitList(folder.path, in: folder)))
    }

    @Test func leavesUnusualLayoutsToGit() throws {
        let folder = try makeRepository(version: 2)
        defer { folder.remove() }
        let real = try #require(FileSystem.realPath(folder.path))
        // A split index keeps entries in another file.
        _ = try folder.shell(["git", "update-index", "--split-index"])
        #expect(GitIndex.trackedFiles(inRealFolder: real) == nil)
        // A damaged index is not guessed at.
        try folder.write(".git/index", "DIRC\u{0}\u{0}\u{0}\u{2}\u{0}\u{0}\u{0}\u{9}")
        #expect(GitIndex.trackedFiles(inRealFolder: real) == nil)
        #expect(GitIndex.entries(Array("DIRX".utf8)) == nil)
    }

    @Test func aRepositoryWithNothingAddedTracksNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "")
        _ = try folder.shell(["git", "init", "-q"])
        let real = try #require(FileSystem.realPath(folder.path))
        #expect(GitIndex.trackedFiles(inRealFolder: real) == [])
    }
}
