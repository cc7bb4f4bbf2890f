import Foundation
import SwiftLexer
import Testing
@testable import screenmodCLI

/// File contents from issue 9 through a whole `--write` run: what is not edited is kept byte
/// for byte, whatever the line endings, and the dry-run diff applies to the same result.
@Suite("Bad input: bytes")
struct BadInputBytesTests {
    private static let use = "UIScreen.main.scale"
    private static let replacement = "traitCollection.displayScale"

    /// Files whose every byte outside the uses must survive, by name.
    private static let layouts: [(String, [UInt8])] = [
        ("CRLF.swift", Array("import UIKit\r\nlet a = \(use)\r\nlet b = 2\r\n".utf8)),
        ("LoneCR.swift", Array("import UIKit\rlet a = \(use)\rlet b = 2\r".utf8)),
        ("Mixed.swift", Array("import UIKit\r\nlet a = \(use)\rlet b = 2\nlet c = \(use)\r\n\r\r\n\n".utf8)),
        ("Tabs.swift", Array("\tlet a =\t\(use)\t\t// tab\n\t\t\n \t let b = 1 \t\n".utf8)),
        ("TrailingSpace.swift", Array("let a = \(use)   \n   \n\n\n".utf8)),
        ("NoFinalNewline.swift", Array("let a = 1\nlet b = \(use)".utf8)),
        ("BOMCRLF.swift", [0xEF, 0xBB, 0xBF] + Array("let a = \(use)\r\n".utf8)),
        ("UseFirst.swift", Array("\(use)\n".utf8)),
    ]

    private static func expected(_ bytes: [UInt8]) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: use, with: replacement).utf8)
    }

    @Test func lineEndingsTabsAndBOMAreKeptExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, bytes) in Self.layouts { try folder.write(name, bytes: bytes) }
        let result = runCLI(["--write", "."], in: folder.path, environment: ["PATH": "/nonexistent"])
        #expect(result.code == 0)
        for (name, bytes) in Self.layouts {
            #expect(folder.bytes(name) == Self.expected(bytes), "\(name)")
        }
    }

    /// 2 MB on one line with SCREENMOD_FULL_TESTS=1; 200 KB in the quick run.
    @Test func aVeryLongLineIsKeptExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Uses near the start, in the middle and at the very end.
        let scale = FullTests.enabled ? 10 : 1
        var line = "let a = [\(Self.use), "
        line += String(repeating: "1, ", count: 35_000 * scale) + Self.use + ", "
        line += String(repeating: "\"é\", ", count: 20_000 * scale) + Self.use
        let bytes = Array((line + "]").utf8)
        try folder.write("Long.swift", bytes: bytes)
        let result = runCLI(["--write", "Long.swift"], in: folder.path)
        #expect(result.code == 0)
        #expect(folder.bytes("Long.swift") == Self.expected(bytes))
    }

    @Test func theDryRunDiffOfOddLineEndingsAppliesToTheSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // git treats a lone CR as part of a line, not as its end; the diff must still apply.
        for (name, bytes) in Self.layouts {
            try folder.write("work/" + name, bytes: bytes)
            try folder.write("copy/" + name, bytes: bytes)
        }
        let dryRun = runCLI(["."], in: folder.path + "/work", environment: ["PATH": "/nonexistent"])
        #expect(dryRun.code == 0)
        let patch = try folder.write("patch.diff", dryRun.out)
        try folder.shell(["git", "init", "-q"], in: folder.path + "/copy")
        let (status, output) = try folder.shell(["git", "apply", "--whitespace=nowarn", patch], in: folder.path + "/copy")
        #expect(status == 0, "git apply said: \(output)")
        for (name, bytes) in Self.layouts {
            #expect(folder.bytes("copy/" + name) == Self.expected(bytes), "\(name)")
        }
    }

    @Test func onlyInvalidFilesAreLeftAloneInAMixedRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let invalid: [(String, [UInt8])] = [
            ("Latin1.swift", Array("let s = \(Self.use) // caf".utf8) + [0xE9, 0x0A]),
            ("Truncated.swift", Array("let s = \(Self.use)\n// ".utf8) + [0xE2, 0x82]),
            ("Surrogate.swift", Array("let s = \(Self.use)\n".utf8) + [0xED, 0xA0, 0x80]),
            ("NUL.swift", Array("let s = \(Self.use)\n".utf8) + [0x00]),
            ("Image.swift", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]),
        ]
        for (name, bytes) in invalid { try folder.write(name, bytes: bytes) }
        try folder.write("Good.swift", "let s = \(Self.use)\n")
        let result = runCLI(["--write", "."], in: folder.path, environment: ["PATH": "/nonexistent"])
        #expect(result.code == 1)
        for (name, bytes) in invalid {
            #expect(folder.bytes(name) == bytes, "\(name)")
        }
        #expect(result.err.contains("Latin1.swift:1:35: error: not valid UTF-8 at byte offset 34"))
        #expect(result.err.contains("Truncated.swift:2:4: error: not valid UTF-8 at byte offset 31"))
        #expect(result.err.contains("NUL.swift:2:1: error: holds a NUL byte at offset 28"))
        #expect(result.err.contains("Image.swift:3:1: error: holds a NUL byte at offset 8"))
        #expect(folder.read("Good.swift") == "let s = \(Self.replacement)\n")
    }

    @Test func aFileTooLargeToLexIsReportedNotRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Good.swift", "let s = \(Self.use)\n")
        // A sparse file one byte over the limit: no disk space, and nothing of it may be read.
        try folder.write("Huge.swift", "")
        let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/Huge.swift"))
        try huge.truncate(atOffset: UInt64(Lexer.maximumFileSize) + 1)
        try huge.close()
        let result = runCLI(["--write", "."], in: folder.path, environment: ["PATH": "/nonexistent"])
        #expect(result.code == 1)
        #expect(result.err.contains("Huge.swift:1:1: error: is 4294967296 bytes, more than the 4 GiB screenmod reads"))
        #expect(result.err.contains("[file-too-large]"))
        #expect(folder.read("Good.swift") == "let s = \(Self.replacement)\n")
        #expect(FileStamp.of(folder.path + "/Huge.swift")?.size == Int64(Lexer.maximumFileSize) + 1)
        if case .failure(let error) = FileSystem.readFile(folder.path + "/Huge.swift") {
            #expect(error == .tooLarge(path: folder.path + "/Huge.swift", size: Lexer.maximumFileSize + 1))
        } else {
            Issue.record("readFile read a file over the limit")
        }
    }
}
