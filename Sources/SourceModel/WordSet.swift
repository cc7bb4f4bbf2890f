#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small fixed set of words that a token can be tested against without making a `String`
/// or hashing: the parser asks this of almost every token, and most answers are no.
public struct WordSet: Sendable {
    /// Each word packed into two little-endian words of eight bytes, grouped by length
    /// (index = length); words longer than sixteen bytes are kept as bytes.
    private let packed: [[Packed]]
    private let long: [[UInt8]]

    private struct Packed: Equatable, Sendable {
        var low: UInt64
        var high: UInt64
    }

    public init(_ words: [String]) {
        var packed = [[Packed]](repeating: [], count: 17)
        var long: [[UInt8]] = []
        for word in words {
            let bytes = Array(word.utf8)
            if bytes.count <= 16 {
                packed[bytes.count].append(bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, bytes.count) })
            } else {
                long.append(bytes)
            }
        }
        self.packed = packed
        self.long = long
    }

    /// The first `count` (at most sixteen) bytes at `start`, packed; the rest are zero.
    private static func pack(_ start: UnsafePointer<UInt8>, _ count: Int) -> Packed {
        var low: UInt64 = 0, high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(start[index]) << (8 * index) }
        if count > 8 { for index in 8..<count { high |= UInt64(start[index]) << (8 * (index - 8)) } }
        return Packed(low: low, high: high)
    }

    /// Whether the token at `index` of `file` is one of the words.
    public func contains(_ index: Int, in file: SyntaxFile) -> Bool {
        guard index >= 0, index < file.tokens.count else { return false }
        let token = file.tokens[index]
        let length = token.length
        if length > 16 {
            return !long.isEmpty && long.contains { file.source.token(token, equals: String(decoding: $0, as: UTF8.self)) }
        }
        return packed.withUnsafeBufferPointer { groups in
            let group = groups[length]
            guard !group.isEmpty else { return false }
            let key = file.source.bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress! + token.offset, length) }
            return group.contains(key)
        }
    }

    /// Whether `text` is one of the words.
    public func contains(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        if bytes.count > 16 { return long.contains(bytes) }
        return packed[bytes.count].contains(bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, bytes.count) })
    }
}
