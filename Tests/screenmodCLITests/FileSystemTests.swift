import Foundation
import Testing
@testable import screenmodCLI

@Suite("Paths and file system calls")
struct FileSystemTests {
    @Test("relative paths: below the base, beside it, above it")
    func relativePaths() {
        for (path, base, expected) in [("/a/b/c.swift", "/a/b", "c.swift"), ("/a/b/c/d", "/a/b", "c/d"),
                                       ("/a/bc/d", "/a/b", "../bc/d"), ("/a/b", "/a/b", "."), ("/a", "/a/b", ".."),
                                       ("/x/y", "/", "x/y"), ("/a/b/ü/c", "/a/b", "ü/c")] {
            #expect(PathName.relative(path, to: base) == expected, "\(path) from \(base)")
        }
    }

    @Test("bytewise order agrees with comparing the UTF-8 bytes")
    func bytewiseOrder() {
        let names = ["b", "a", "B", "ab", "a.swift", "a/b", "é", "e\u{301}", "z", "", "ä", "Z9"]
        for left in names {
            for right in names {
                #expect(PathName.bytewiseLess(left, right) == left.utf8.lexicographicallyPrecedes(right.utf8),
                        "\(left) < \(right)")
            }
        }
    }

    @Test("a folder listing tells folders, files and links apart, sorted by name")
    func listingKinds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.swift", "")
        try folder.mkdir("a")
        try folder.symlink("c", to: "a")
        let listing = FileSystem.listing(of: folder.path)
        #expect(listing.map(\.name) == ["a", "b.swift", "c"])
        // Some file systems do not report kinds; then discovery asks stat instead.
        #expect(listing.allSatisfy { $0.kind == .unknown }
            || listing.map(\.kind) == [.directory, .regularFile, .symlink])
    }

    @Test("a folder opened once gives the stamp stat gives and the listing listing gives")
    func folderAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.swift", "")
        try folder.mkdir("a")
        try folder.symlink("c", to: "a")
        let opened = try #require(FileSystem.folder(at: folder.path))
        #expect(opened.stamp == FileStamp.of(folder.path))
        #expect(opened.entries.map(\.name) == FileSystem.listing(of: folder.path).map(\.name))
        // Through a link, the stamp is the target's, as discovery needs to notice loops.
        #expect(FileSystem.folder(at: folder.path + "/c")?.stamp == FileStamp.of(folder.path + "/a"))
        // A file is there but is no folder: its stamp, nothing listed. Nothing there: nil.
        let file = try #require(FileSystem.folder(at: folder.path + "/b.swift"))
        #expect(file.stamp.isRegularFile && file.entries.isEmpty)
        #expect(FileSystem.folder(at: folder.path + "/missing") == nil)
    }

    @Test("a folder is searched for a name ending, without listing it whole")
    func entryEnding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeprojx", "")
        #expect(!FileSystem.containsEntry(in: folder.path, endingWith: ".xcodeproj"))
        try folder.mkdir("App.xcodeproj")
        #expect(FileSystem.containsEntry(in: folder.path, endingWith: ".xcodeproj"))
        #expect(!FileSystem.containsEntry(in: folder.path + "/missing", endingWith: ".xcodeproj"))
        #expect(!FileSystem.containsEntry(in: folder.path, endingWithAnyOf: [".podspec", ".podspec.json"]))
        try folder.write("Lib.podspec.json", "{}")
        #expect(FileSystem.containsEntry(in: folder.path, endingWithAnyOf: [".podspec", ".podspec.json"]))
    }

    @Test("a file whose size stat cannot tell is read to its end")
    func readsPastTheReportedSize() throws {
        // /proc files report size 0 and still have contents.
        guard FileSystem.exists("/proc/self/status") else { return }
        let (bytes, stamp) = try FileSystem.readFile("/proc/self/status").get()
        #expect(stamp.size == 0)
        #expect(String(decoding: bytes, as: UTF8.self).contains("Name:"))
    }

    @Test("a file is read exactly, whatever its size")
    func readsExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for size in [0, 1, 65_535, 65_536, 200_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = try folder.write("f\(size)", bytes: bytes)
            #expect(try FileSystem.readFile(path).get().0 == bytes)
        }
    }

    @Test("a .git folder or file at or above a folder makes it part of a work tree")
    func workTreeMarker() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.mkdir("repo/Sources/App")
        try folder.write("repo/.git", "gitdir: /elsewhere\n")
        #expect(GitFileList.isInWorkTree(folder.path + "/repo/Sources/App"))
        #expect(GitFileList.isInWorkTree(folder.path + "/repo"))
    }
}
