import Foundation
import Testing
@testable import screenmodCLI

/// Paths from issue 9 that real checkouts contain, each through a whole `--write` run: the run
/// ends, names the file when something is wrong, exits 1 only then, and touches nothing else.
@Suite("Bad input: paths")
struct BadInputPathTests {
    private let use = "let s = UIScreen.main.scale\n"
    private let rewritten = "let s = traitCollection.displayScale\n"

    @Test func aFolderNamedLikeASwiftFileGivenOnTheCommandLineIsSearched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.swift/Inner.swift", use)
        let result = runCLI(["--write", "x.swift"], in: folder.path)
        #expect(result.code == 0)
        #expect(folder.read("x.swift/Inner.swift") == rewritten)
        #expect(result.err.contains("1 file scanned"))
    }

    @Test func aSymlinkLoopGivenOnTheCommandLineIsReportedAsOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.symlink("Loop.swift", to: "Loop.swift")
        try folder.symlink("A.swift", to: "B.swift")
        try folder.symlink("B.swift", to: "A.swift")
        try folder.write("Good.swift", use)
        let result = runCLI(["--write", "Loop.swift", "A.swift", "Good.swift"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.err.contains("Loop.swift:1:1: error: is a symbolic link that loops or points nowhere"))
        #expect(result.err.contains("A.swift:1:1: error: is a symbolic link that loops or points nowhere"))
        #expect(result.err.contains("[broken-link]"))
        #expect(folder.read("Good.swift") == rewritten)
    }

    @Test func aSymlinkLoopInsideAFolderEndsTheWalk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/A.swift", use)
        try folder.symlink("Sources/Self.swift", to: "Self.swift")
        try folder.symlink("Sources/Up", to: "..")
        try folder.symlink("Sources/Deep", to: "Up/Sources/Deep")
        let result = runCLI(["--write", "."], in: folder.path, environment: ["PATH": "/nonexistent"])
        #expect(result.code == 0)
        #expect(folder.read("Sources/A.swift") == rewritten)
        #expect(result.err.contains("1 file scanned"))
    }

    @Test func theSamePathGivenTwiceIsWrittenOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", use)
        try folder.symlink("Alias.swift", to: "A.swift")
        let result = runCLI(["--write", "A.swift", "A.swift", "./A.swift", "Alias.swift", "."], in: folder.path,
                            environment: ["PATH": "/nonexistent"])
        // A second write of the same file would find it changed since it was read.
        #expect(result.code == 0)
        #expect(!result.err.contains("changed-on-disk"))
        #expect(result.err.contains("1 file scanned"))
        #expect(folder.read("A.swift") == rewritten)
    }

    @Test func spacesAndNonASCIIInFolderAndFileNamesWithJSONOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = "Dossier à part/Vue d’écran 📱.swift"
        try folder.write(path, use)
        let result = runCLI(["--write", "--format", "json", "Dossier à part"], in: folder.path)
        #expect(result.code == 0)
        let files = parseJSON(result.out)?["files"] as? [[String: Any]]
        #expect(files?.first?["path"] as? String == path)
        #expect(folder.read(path) == rewritten)
    }

    @Test func aFileDeletedBetweenReadAndWriteIsReportedAndNotRecreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", use)
        let path = folder.path + "/A.swift"
        let deleting = EngineAdapter(processor: { name, bytes in
            unlink(path)
            return ToyEngine.processor(name, bytes)
        })
        let result = runCLI(["--write", "A.swift"], in: folder.path, engine: deleting)
        #expect(result.code == 1)
        #expect(result.err.contains("A.swift:1:1: error: it was deleted since screenmod read it, so it was not rewritten."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFileReplacedBetweenReadAndWriteIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", use)
        let path = folder.path + "/A.swift"
        // An editor that saves by writing a new file and renaming it over the old one.
        let replacing = EngineAdapter(processor: { name, bytes in
            _ = FileManager.default.createFile(atPath: path + ".new", contents: Data(use.utf8))
            rename(path + ".new", path)
            return ToyEngine.processor(name, bytes)
        })
        let result = runCLI(["--write", "A.swift"], in: folder.path, engine: replacing)
        #expect(result.code == 1)
        #expect(result.err.contains("it was replaced since screenmod read it"))
        #expect(folder.read("A.swift") == use)
    }

    @Test func aReadOnlyFileIsReportedAndKeptEvenForRootWithOthersWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let locked = try folder.write("Locked.swift", use)
        try folder.write("Open.swift", use)
        chmod(locked, 0o444)
        let before = FileStamp.of(locked)
        let result = runCLI(["--write", "--format", "json", "."], in: folder.path)
        #expect(result.code == 1)
        #expect(FileStamp.of(locked) == before)
        #expect(folder.read("Open.swift") == rewritten)
        let files = parseJSON(result.out)?["files"] as? [[String: Any]] ?? []
        let lockedFile = files.first { $0["path"] as? String == "Locked.swift" }
        let finding = (lockedFile?["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "not-writable" }
        #expect((finding?["message"] as? String)?.contains("chmod u+w") == true)
    }
}
