#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import screenmodCLI

/// `readdir` records are packed and variable-length: the last one in the kernel's buffer can end
/// right before an unmapped page. Reading a record must touch only its own bytes.
@Suite("Folder records read in place")
struct DirectoryRecordTests {
    @Test("a short record that ends at an unmapped page is read without touching that page")
    func shortRecordBeforeAGuardPage() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Two pages; the second is made inaccessible, so any read past the first one faults.
        let mapping = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(mapping != MAP_FAILED)
        defer { munmap(mapping, 2 * page) }
        #expect(mprotect(mapping + page, page, PROT_NONE) == 0)

        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        let name = Array("ab.swift".utf8) + [0]
        // The record's length rounded up to 8, as the kernel packs them; far shorter than dirent.
        let length = (nameOffset + name.count + 7) & ~7
        #expect(length < MemoryLayout<dirent>.size)
        let start = mapping + page - length
        memset(start, 0, length)
        start.storeBytes(of: UInt8(DT_REG), toByteOffset: typeOffset, as: UInt8.self)
        name.withUnsafeBytes { (start + nameOffset).copyMemory(from: $0.baseAddress!, byteCount: name.count) }

        let record = DirectoryRecord(start.assumingMemoryBound(to: dirent.self))
        #expect(record.name == "ab.swift")
        #expect(record.length == 8)
        #expect(record.type == UInt8(DT_REG))
        #expect(!record.isDotOrDotDot)
    }

    @Test("the dot entries are recognised and nothing else is")
    func dotEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["..a", ".b", "...", "c"] { try folder.write(name, "") }
        #expect(FileSystem.entries(of: folder.path) == ["...", "..a", ".b", "c"])
    }

    /// 6,000 files walked twenty times with SCREENMOD_FULL_TESTS=1; the quick run walks 2,000
    /// files (creating them is most of its time) three times.
    @Test("a large tree of many folders walks the same way many times")
    func largeTreeManyTimes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fileCount = FullTests.enabled ? 6_000 : 2_000
        for index in 0..<fileCount {
            try folder.write("d\(index % 50)/Model\(index).swift", "")
        }
        let discovery = FileDiscovery(currentDirectory: folder.path, excludes: [],
                                      environment: ["PATH": "/nonexistent"], jobs: 2)
        for _ in 0..<(FullTests.enabled ? 20 : 3) {
            #expect(discovery.discover(["."]).files.count == fileCount)
        }
    }
}
