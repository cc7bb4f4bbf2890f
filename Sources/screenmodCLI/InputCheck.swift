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

    /// The reason `bytes` must be left alone, or nil when they are fine.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, path: String) -> CLIError? {
        // Most source files are plain ASCII without NUL: eight bytes at a time settles that.
        if isPlainASCII(bytes) { return nil }
        if let nul = memchrOffset(bytes, 0) { return .binary(path: path, offset: nul) }
        if let bad = firstInvalidUTF8(bytes) { return .invalidUTF8(path: path, offset: bad) }
        return nil
    }

    /// The offset of the first `byte` in `bytes`, found by libc's memchr.
    static func memchrOffset(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(byte), bytes.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Whether every byte is ASCII and none is NUL, checked 64 bytes at a time with portable SIMD.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let count = raw.count
        var offset = 0
        // A byte is bad when it is 0 or 0x80 and above. Minus one (wrapping), exactly the bad
        // bytes land at 0x7F or above (0 wraps to 0xFF), so one comparison tests both.
        let one = SIMD16<UInt8>(repeating: 1), limit = SIMD16<UInt8>(repeating: 0x7F)
        while offset + 64 <= count {
            let a = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) &- one
            let b = raw.loadUnaligned(fromByteOffset: offset + 16, as: SIMD16<UInt8>.self) &- one
            let c = raw.loadUnaligned(fromByteOffset: offset + 32, as: SIMD16<UInt8>.self) &- one
            let d = raw.loadUnaligned(fromByteOffset: offset + 48, as: SIMD16<UInt8>.self) &- one
            if any(pointwiseMax(pointwiseMax(a, b), pointwiseMax(c, d)) .>= limit) { return false }
            offset += 64
        }
        while offset < count {
            if raw[offset] == 0 || raw[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence.
    ///
    /// Strict per Unicode: rejects overlong forms, surrogates and values above U+10FFFF.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        while index < count {
            // Runs of ASCII are skipped a machine word at a time.
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
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
            default: return index
            }
            guard index + length <= count else { return index }
            // Only the second byte has a narrowed range; the rest are plain continuation bytes.
            guard (low...high).contains(bytes[index + 1]) else { return index }
            var next = index + 2
            while next < index + length {
                guard (0x80...0xBF).contains(bytes[next]) else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }
}

/// Lines and columns come from the lexer's own line table (LF, CRLF and lone CR end a line),
/// so findings, edits and reports count them alike.
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
