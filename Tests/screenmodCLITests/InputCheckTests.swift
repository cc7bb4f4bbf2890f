import Foundation
import SeededRandom
import Testing
@testable import screenmodCLI

@Suite("Reading input safely")
struct InputCheckTests {
    @Test(arguments: [
        ([0x61, 0x80], 1),                    // lone continuation byte
        ([0xC0, 0xAF], 0),                    // overlong '/'
        ([0xE0, 0x80, 0xAF], 0),              // overlong three-byte form
        ([0xED, 0xA0, 0x80], 0),              // UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], 0),        // above U+10FFFF
        ([0x61, 0x62, 0xE2, 0x82], 2),        // truncated at end of file
        ([0xE2, 0x82, 0x41], 0),              // bad continuation
    ] as [([UInt8], Int)])
    func findsTheFirstInvalidByte(bytes: [UInt8], offset: Int) {
        #expect(InputCheck.problem(in: bytes, path: "f") == .invalidUTF8(path: "f", offset: offset))
    }

    @Test("plain ASCII: one NUL or high byte anywhere, in any block or the tail, fails the check")
    func plainASCIIEveryPosition() {
        let text = (0..<150).map { UInt8(0x20 + $0 % 95) }
        #expect(Self.isPlainASCII(text))
        for position in text.indices {
            for bad: UInt8 in [0x00, 0x80, 0xC3, 0xFF] {
                var bytes = text
                bytes[position] = bad
                #expect(!Self.isPlainASCII(bytes), "\(bad) at \(position)")
            }
            // The bytes next to the bad ones are fine: 0x01 and 0x7F.
            var edges = text
            edges[position] = position % 2 == 0 ? 0x01 : 0x7F
            #expect(Self.isPlainASCII(edges), "edge byte at \(position)")
        }
    }

    @Test("the one-pass check agrees with the standard library's UTF-8 decoder and a NUL search")
    func onePassAgreesWithReference() {
        var random = SplitMix64(state: 0x1A2B_3C4D)
        // Pieces that straddle the 16- and 64-byte blocks: ASCII runs, valid sequences of every
        // length, and the bytes that break them.
        let pieces: [[UInt8]] = [Array("let x = 1\n".utf8), Array(String(repeating: "a", count: 40).utf8),
                                 Array("é".utf8), Array("€".utf8), Array("👋".utf8), [0x00], [0x80], [0xC0, 0xAF],
                                 [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0x7F, 0x01]]
        for round in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                // Mostly clean text, now and then a bad piece.
                let clean = Int.random(in: 0..<10, using: &random) < 8
                bytes += clean ? pieces[Int.random(in: 0...4, using: &random)] : pieces.randomElement(using: &random)!
            }
            #expect(Self.describe(InputCheck.problem(in: bytes, path: "f")) == Self.reference(bytes), "round \(round): \(bytes)")
        }
    }

    /// What the check must say, computed the slow way: a NUL anywhere first, then the standard
    /// library's first decoding error.
    private static func reference(_ bytes: [UInt8]) -> String {
        if let nul = bytes.firstIndex(of: 0) { return "binary \(nul)" }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return "fine"
            case .error: return "invalid \(offset)"
            }
        }
    }

    private static func describe(_ problem: CLIError?) -> String {
        switch problem {
        case nil: return "fine"
        case .binary(_, let offset)?: return "binary \(offset)"
        case .invalidUTF8(_, let offset)?: return "invalid \(offset)"
        case let other?: return "\(other)"
        }
    }

    /// Whether the SIMD scan runs to the end: every byte ASCII, none NUL.
    private static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { InputCheck.endOfPlainASCII($0, from: 0) == $0.count }
    }

    @Test func acceptsValidText() {
        #expect(InputCheck.problem(in: Array("héllo 👋 €\r\n".utf8), path: "f") == nil)
        #expect(InputCheck.problem(in: [0xEF, 0xBB, 0xBF], path: "bom.swift") == nil)
        #expect(InputCheck.problem(in: [], path: "empty.swift") == nil)
    }

    @Test func invalidUTF8IsReportedWithItsOffsetAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Array("let s = UIScreen.main.scale\nlet x = \"".utf8) + [0xFF] + Array("\"\n".utf8)
        try folder.write("Bad.swift", bytes: bytes)
        let result = runCLI(["--write", "Bad.swift"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.err.contains("Bad.swift:2:10: error: not valid UTF-8 at byte offset 37; the file was left untouched."))
        #expect(result.err.contains("[invalid-utf8]"))
        #expect(folder.bytes("Bad.swift") == bytes)
    }

    @Test func binaryContentIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Array("let s = UIScreen.main.scale".utf8) + [0, 1, 2]
        try folder.write("Blob.swift", bytes: bytes)
        let result = runCLI(["--write", "--format", "json", "Blob.swift"], in: folder.path)
        #expect(result.code == 1)
        let files = parseJSON(result.out)?["files"] as? [[String: Any]]
        let finding = (files?.first?["findings"] as? [[String: Any]])?.first
        #expect(finding?["rule"] as? String == "binary-file")
        #expect(finding?["severity"] as? String == "error")
        #expect(finding?["column"] as? Int == 28)
        #expect(folder.bytes("Blob.swift") == bytes)
    }

    @Test func emptyFileAndBOMOnlyFileAreFine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Empty.swift", bytes: [])
        try folder.write("BOM.swift", bytes: [0xEF, 0xBB, 0xBF])
        let result = runCLI(["--write", "."], in: folder.path)
        #expect(result.code == 0)
        #expect(result.err.contains("2 files scanned"))
    }

    @Test func overlappingEditsFromTheEngineAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "abcdef\n")
        let broken = EngineAdapter(processor: { _, _ in
            FileOutcome(edits: [
                .init(range: 0..<4, replacement: "x", ruleID: "r", line: 1, column: 1, endLine: 1, endColumn: 5),
                .init(range: 2..<5, replacement: "y", ruleID: "r", line: 1, column: 3, endLine: 1, endColumn: 6),
            ])
        })
        let result = runCLI(["--write", "A.swift"], in: folder.path, engine: broken)
        #expect(result.code == 1)
        #expect(result.err.contains("[invalid-edits]"))
        #expect(folder.read("A.swift") == "abcdef\n")
    }
}
