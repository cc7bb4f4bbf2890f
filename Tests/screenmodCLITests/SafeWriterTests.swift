import Foundation
import Testing
@testable import screenmodCLI

@Suite("Writing files")
struct SafeWriterTests {
    private func permissions(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }

    @Test func writesOnlyFilesWithEditsAndKeepsPermissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let edited = try folder.write("A.swift", "let s = UIScreen.main.scale\n")
        let clean = try folder.write("B.swift", "let b = UIScreen.main.bounds\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: edited)
        let cleanStamp = FileStamp.of(clean)
        let result = runCLI(["--write", "."], in: folder.path)
        #expect(result.code == 0)
        #expect(result.out.isEmpty)
        #expect(folder.read("A.swift") == "let s = traitCollection.displayScale\n")
        #expect(permissions(edited) == 0o640)
        #expect(FileStamp.of(clean) == cleanStamp)
        #expect(result.err.contains("1 edit in 1 file, 1 file written: scale-uikit 1."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.swift", "B.swift"])
    }

    @Test func refusesAFileWhosePermissionBitsDenyWritingEvenAsRoot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let locked = try folder.write("Locked.swift", "let s = UIScreen.main.scale\n")
        try folder.write("Open.swift", "let s = UIScreen.main.scale\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        let result = runCLI(["--write", "."], in: folder.path)
        #expect(result.code == 1)
        #expect(result.err.contains("Locked.swift:1:1: error: its permission bits deny writing"))
        #expect(folder.read("Locked.swift") == "let s = UIScreen.main.scale\n")
        #expect(folder.read("Open.swift") == "let s = traitCollection.displayScale\n")
        #expect(permissions(locked) == 0o444)
    }

    @Test func refusesAHardLinkedFileAndKeepsBothNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = "let s = UIScreen.main.scale\n"
        let shared = try folder.write("Shared/Metrics.swift", original)
        try folder.mkdir("Elsewhere")
        #expect(link(shared, folder.path + "/Elsewhere/Metrics.txt") == 0)
        try folder.write("Open.swift", original)
        let result = runCLI(["--write", "Shared", "Open.swift"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.err.contains("Shared/Metrics.swift:1:1: error: it has 2 hard links"))
        #expect(folder.read("Shared/Metrics.swift") == original)
        #expect(folder.read("Elsewhere/Metrics.txt") == original)
        #expect(FileStamp.of(shared)?.links == 2)
        #expect(folder.read("Open.swift") == "let s = traitCollection.displayScale\n")
    }

    @Test func refusesAFileChangedOrDeletedAfterItWasRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("A.swift", "let s = UIScreen.main.scale\n")
        let (original, stamp) = try FileSystem.readFile(path).get()
        // Same size, different bytes: only the content comparison can notice.
        try folder.write("A.swift", "let s = UIScreen.main.SCALE\n")
        let changed = SafeWriter.write(Array("new\n".utf8), to: path, expecting: stamp, original: original, shownAs: "A.swift")
        #expect(changed?.ruleID == "changed-on-disk")
        #expect(folder.read("A.swift") == "let s = UIScreen.main.SCALE\n")
        try FileManager.default.removeItem(atPath: path)
        let deleted = SafeWriter.write(Array("new\n".utf8), to: path, expecting: stamp, original: original, shownAs: "A.swift")
        #expect(deleted == .changedOnDisk(path: "A.swift", what: "it was deleted"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func changeDuringTheRunIsReportedThroughTheCLI() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "let s = UIScreen.main.scale\n")
        let path = folder.path + "/A.swift"
        // An engine that edits the file on disk while "thinking", like a person saving in an editor.
        let meddling = EngineAdapter(processor: { name, bytes in
            try? Data("// edited meanwhile\n".utf8).write(to: URL(fileURLWithPath: path))
            return ToyEngine.processor(name, bytes)
        })
        let result = runCLI(["--write", "A.swift"], in: folder.path, engine: meddling)
        #expect(result.code == 1)
        #expect(result.err.contains("since screenmod read it, so it was not rewritten. Run screenmod again. [changed-on-disk]"))
        #expect(folder.read("A.swift") == "// edited meanwhile\n")
    }

    @Test func writesThroughASymlinkToItsTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("real/A.swift", "let s = UIScreen.main.scale\n")
        try folder.symlink("Link.swift", to: "real/A.swift")
        #expect(runCLI(["--write", "Link.swift"], in: folder.path).code == 0)
        #expect(folder.read("real/A.swift") == "let s = traitCollection.displayScale\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/Link.swift")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test func removesStaleTemporaryFilesButNotLiveOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "let s = UIScreen.main.scale\n")
        // PID 2^22+1 is above Linux's pid_max ceiling, so no process can hold it.
        let stale = ".A.swift\(SafeWriter.marker)4194305-abc123"
        let live = ".A.swift\(SafeWriter.marker)\(getpid())-def456"
        let unrelated = ".A.swift.screenmod-other"
        for name in [stale, live, unrelated] { try folder.write(name, "partial") }
        #expect(runCLI(["--write", "A.swift"], in: folder.path).code == 0)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(!names.contains(stale))
        #expect(names.contains(live))
        #expect(names.contains(unrelated))
    }

    @Test func exitsOneWhenAnyFileFailsEvenIfOthersWereWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Good.swift", "let s = UIScreen.main.scale\n")
        try folder.write("Bad.swift", bytes: Array("let s = UIScreen.main.scale // \u{FF}".utf8) + [0xFF, 0x0A])
        let result = runCLI(["--write", "."], in: folder.path)
        #expect(result.code == 1)
        #expect(folder.read("Good.swift") == "let s = traitCollection.displayScale\n")
    }
}
