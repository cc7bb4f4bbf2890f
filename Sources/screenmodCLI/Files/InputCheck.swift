import SwiftLexer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Checks that a file's bytes are text screenmod may rewrite: valid UTF-8 without NUL bytes.
enum InputCheck {
    /// The reason `bytes` must be left alone, or nil when they are fine.
    static func problem(in bytes: [UInt8], path: String) -> CLIError? {
        bytes.withUnsafeBufferPointer { problem(in: $0, path: path) }
    }

    /// The reason `bytes` must be left alone, or nil when they are fine. One pass: runs of plain
    /// ASCII are skipped 64 bytes at a time and only the bytes between them are decoded (most
    /// source files are ASCII but for a name or a © in a comment).
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, path: String) -> CLIError? {
        var index = 0
        while true {
            index = endOfPlainASCII(bytes, from: index)
            guard index < bytes.count else { return nil }
            if bytes[index] == 0 { return .binary(path: path, offset: index) }
            guard let length = sequenceLength(bytes, at: index) else {
                // A NUL anywhere makes the file binary, even after a bad sequence.
                if let nul = memchrOffset(UnsafeBufferPointer(rebasing: bytes[index...]), 0) {
                    return .binary(path: path, offset: index + nul)
                }
                return .invalidUTF8(path: path, offset: index)
            }
            index += length
        }
    }

    /// The offset of the first `byte` in `bytes`, found by libc's memchr.
    static func memchrOffset(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(byte), bytes.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first NUL or non-ASCII byte at or after `start`, or the count when there
    /// is none; checked 64 bytes at a time with portable SIMD, then 16, then one by one.
    static func endOfPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        let count = raw.count
        var offset = start
        // Read as signed bytes, exactly the bad ones are below 1: NUL is 0 and 0x80 and above
        // are negative. A signed comparison, because SSE2 has none for unsigned bytes and the
        // unsigned form compiled to a reduction call per block.
        let one = SIMD16<Int8>(repeating: 1)
        while offset + 64 <= count {
            let a = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<Int8>.self) .< one
            let b = raw.loadUnaligned(fromByteOffset: offset + 16, as: SIMD16<Int8>.self) .< one
            let c = raw.loadUnaligned(fromByteOffset: offset + 32, as: SIMD16<Int8>.self) .< one
            let d = raw.loadUnaligned(fromByteOffset: offset + 48, as: SIMD16<Int8>.self) .< one
            // `any` of the combined mask compiled to a reduction call; two words are tested instead.
            let words = unsafeBitCast(a .| b .| c .| d, to: SIMD2<UInt64>.self)
            if words[0] | words[1] != 0 { break }
            offset += 64
        }
        while offset + 16 <= count {
            if any(raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<Int8>.self) .< one) { break }
            offset += 16
        }
        while offset < count, raw[offset] != 0, raw[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// The length of the valid UTF-8 sequence that starts with the non-ASCII byte at `index`,
    /// or nil when none does (overlong forms, surrogates and values above U+10FFFF are invalid).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        // Only the second byte has a narrowed range; the rest are plain continuation bytes.
        guard (low...high).contains(bytes[index + 1]) else { return nil }
        for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) { return nil }
        return length
    }
}

typealias LineTable = SourceText

extension SourceText {
    /// Wraps `bytes`; the line table is computed once.
    convenience init(_ bytes: [UInt8]) {
        self.init(bytes: bytes)
    }
}

extension Array where Element == UInt8 {
    /// Converts a 1-based UTF-8 byte column on `line` into a 1-based UTF-16 column (SARIF's default).
    func utf16Column(line: Int, byteColumn: Int, lines: LineTable) -> Int {
        guard line >= 1, line <= lines.lineStarts.count else { return byteColumn }
        let start = lines.lineStarts[line - 1]
        let end = Swift.min(count, start + Swift.max(0, byteColumn - 1))
        guard start <= end else { return byteColumn }
        return String(decoding: self[start..<end], as: UTF8.self).utf16.count + 1
    }
}
