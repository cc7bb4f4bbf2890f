import Foundation
import SourceModel
import Testing
@testable import screenmodCLI

@Suite("The read arena and the project-root search")
struct FileArenaTests {
    /// Reads `names` through one arena and returns each file's bytes as an array.
    private func readAll(_ names: [String], in folder: TemporaryFolder, arena: FileArena) throws -> [[UInt8]] {
        try names.map { name in
            switch arena.read(folder.path + "/" + name) {
            case .success(let (bytes, stamp)):
                #expect(stamp.size == Int64(bytes.count))
                return bytes.array
            case .failure(let error): throw error
            }
        }
    }

    /// `size` bytes where byte `i` is `i * factor + offset` (mod 256). The pattern repeats every
    /// 256 bytes, so it is written once and then doubled by copying: a byte-by-byte loop over the
    /// 13 MB these tests write took seconds in a debug build.
    private static func pattern(_ size: Int, factor: Int, offset: Int = 0) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.withUnsafeMutableBytes { buffer in
            for index in 0..<min(256, size) { buffer[index] = UInt8(truncatingIfNeeded: index &* factor &+ offset) }
            var filled = min(256, size)
            while filled < size {
                let count = min(filled, size - filled)
                (buffer.baseAddress! + filled).copyMemory(from: buffer.baseAddress!, byteCount: count)
                filled += count
            }
        }
        return bytes
    }

    @Test("files of every size come back byte for byte, the large ones in mappings of their own")
    func bytesRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Sizes straddle page and chunk boundaries and the large-file cut-off (a quarter of a chunk).
        let sizes = [0, 1, 4095, 4096, 70_000, 2 << 20, FileArena.chunkSize / 4 + 1, 3 << 20]
        var expected: [[UInt8]] = []
        for (number, size) in sizes.enumerated() {
            let bytes = Self.pattern(size, factor: 31, offset: number)
            try folder.write("f\(number).bin", bytes: bytes)
            expected.append(bytes)
        }
        let arena = FileArena()
        let names = sizes.indices.map { "f\($0).bin" }
        let first = try readAll(names, in: folder, arena: arena)
        // A second pass must not overwrite what the first handed out.
        let second = try readAll(names.reversed(), in: folder, arena: arena)
        #expect(first == expected)
        #expect(second == expected.reversed())
    }

    @Test("an arena released early gives its pages back and serves later reads from new ones")
    func releaseAndReuse() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let big = Self.pattern(FileArena.chunkSize / 4 + 1, factor: 7)
        try folder.write("small.swift", "let a = 1\n")
        try folder.write("big.bin", bytes: big)
        let arena = FileArena()
        // The first file sits in the shared chunk, the large one in a mapping of its own.
        let pages = try ["small.swift", "big.bin"].map { name -> UnsafeMutableRawPointer in
            guard case .success(let (bytes, _)) = arena.read(folder.path + "/" + name) else { throw CLIError.usage("unread") }
            let address = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            return try #require(UnsafeMutableRawPointer(bitPattern: address & ~UInt(getpagesize() - 1)))
        }
        #expect(pages.allSatisfy { msync($0, 1, MS_ASYNC) == 0 })
        arena.release()
        // msync fails with ENOMEM on an address that is no longer mapped.
        #expect(pages.allSatisfy { msync($0, 1, MS_ASYNC) == -1 && errno == ENOMEM })
        #expect(try readAll(["big.bin", "small.swift"], in: folder, arena: arena) == [big, Array("let a = 1\n".utf8)])
    }

    @Test("borrowed bytes stay valid while other threads keep reading into the same arena")
    func concurrentReads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let texts = (0..<400).map { "let value\($0) = \(String(repeating: "x", count: $0 * 37))\n" }
        for (number, text) in texts.enumerated() { try folder.write("F\(number).swift", text) }
        let arena = FileArena()
        let read = Parallel.map(Array(texts.indices), jobs: 4) { number -> FileBytes? in
            guard case .success(let (bytes, _)) = arena.read(folder.path + "/F\(number).swift") else { return nil }
            return bytes
        }
        let back = read.map { $0.map { String(decoding: $0.array, as: UTF8.self) } }
        withExtendedLifetime(arena) { #expect(back == texts.map { Optional($0) }) }
    }

    #if os(Linux)
    @Test("a file longer than fstat said is read to its end")
    func growingFile() throws {
        // /proc files report size 0 and have contents: the case of a file that grew after fstat.
        let arena = FileArena()
        guard case .success(let (bytes, stamp)) = arena.read("/proc/self/status") else {
            Issue.record("/proc/self/status was not read")
            return
        }
        let text = String(decoding: bytes.array, as: UTF8.self)
        #expect(stamp.size == 0 && text.hasPrefix("Name:") && text.contains("\nPid:") && text.hasSuffix("\n"))
    }
    #endif

    @Test("a missing or unreadable path is an error that names it")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        guard case .failure(let error) = FileArena().read(folder.path + "/none.swift") else {
            Issue.record("a missing file was read")
            return
        }
        guard case .unreadable(let path, let reason) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(path.hasSuffix("/none.swift") && reason.contains("No such file"))
    }

    @Test("borrowed and owned bytes answer byte searches alike")
    func borrowedBytesSearch() {
        let text = Array("let w = UIScreen.main.bounds.width // UIScreenish".utf8)
        text.withUnsafeBufferPointer { buffer in
            let borrowed = FileBytes(borrowing: buffer)
            #expect(borrowed.equals(text) && FileBytes(text).equals(text))
            #expect(!borrowed.equals(Array(text.dropLast())))
            #expect(ByteScan.containsWord(borrowed, "UIScreen") == ByteScan.containsWord(text, "UIScreen"))
            #expect(!ByteScan.containsWord(borrowed, "UIScreenish2"))
            #expect(WordSearch([Array("width".utf8)]).matches(borrowed))
            #expect(!WordSearch([Array("wid".utf8)]).matches(borrowed))
        }
    }

    @Test("the project-root search stops below the shared temporary folder, not inside a checkout")
    func projectRootCeiling() throws {
        #expect(ProjectRoot.of("/tmp") == nil)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Package.swift", "// swift-tools-version:5.9\n")
        try folder.mkdir("App/Sources")
        #expect(ProjectRoot.of(folder.path + "/App/Sources") == folder.path + "/App")
        // Nothing marks the temporary folder's own child, and the search does not go on to /tmp.
        if PathName.directory(of: folder.path) == "/tmp" {
            #expect(ProjectRoot.of(folder.path) == nil)
        }
    }
}
