#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes plus the table that maps byte offsets to lines and columns.
///
/// Tokens refer into `bytes` by range; text is read on demand, never copied per token.
public final class SourceText: Sendable {
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; LF, CRLF and a lone CR each end a line.
    public let lineStarts: [Int]

    /// Wraps `bytes`, computing where each line starts.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// Where each line of `bytes` starts. Files without a CR (nearly all) are split by
    /// `memchr` on LF; the others byte by byte.
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        let count = bytes.count
        if memchr(base, 0x0D, count) == nil {
            var position = 0
            while position < count, let found = memchr(base + position, 0x0A, count - position) {
                position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(position)
            }
            return starts
        }
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// Wraps the UTF-8 bytes of `text`.
    public convenience init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based UTF-8 byte column of `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The bytes in `range`, decoded as UTF-8 (invalid bytes become U+FFFD).
    public func text(in range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of `token`.
    public func text(of token: Token) -> String {
        text(in: token.range)
    }

    /// Whether the bytes of `token` equal the UTF-8 bytes of `literal`, without allocating.
    public func token(_ token: Token, is literal: StaticString) -> Bool {
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            var index = 0
            while index < token.length {
                if bytes[token.offset + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether the bytes of `token` equal the UTF-8 bytes of `text`.
    public func token(_ token: Token, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { expected in
            guard token.length == expected.count else { return false }
            var index = 0
            while index < token.length {
                if bytes[token.offset + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}
