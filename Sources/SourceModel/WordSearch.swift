#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A search for any of several whole words, planned once and run over many files.
///
/// Words with a rare byte are grouped by that byte, so one `memchr` pass serves every word of
/// the group (screenWidth, kScreenWidth and previewWidth all wait on `W`); the others are
/// found one by one by their first and last bytes (see `ByteScan.firstWord`).
public struct WordSearch: Sendable {
    /// For each rare byte, the words that contain it and where.
    private let groups: [(byte: UInt8, words: [(word: [UInt8], pivot: Int)])]
    /// Words made only of common bytes.
    private let common: [[UInt8]]

    public init(_ words: [[UInt8]]) {
        var grouped: [UInt8: [(word: [UInt8], pivot: Int)]] = [:]
        var common: [[UInt8]] = []
        for word in words where !word.isEmpty {
            let pivot = ByteScan.rarestPosition(word)
            if ByteScan.rarity(word[pivot]) <= 2 {
                grouped[word[pivot], default: []].append((word, pivot))
            } else {
                common.append(word)
            }
        }
        groups = grouped.keys.sorted().map { ($0, grouped[$0]!) }
        self.common = common
    }

    /// Whether nothing is searched for.
    public var isEmpty: Bool { groups.isEmpty && common.isEmpty }

    /// Whether `bytes` holds any of the words as a whole word.
    public func matches(_ bytes: [UInt8]) -> Bool {
        matches(FileBytes(bytes))
    }

    /// Whether `bytes` holds any of the words as a whole word.
    public func matches(_ bytes: FileBytes) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            groups.contains { Self.groupMatches($0.byte, $0.words, in: buffer) }
                || common.contains { ByteScan.firstWord(buffer, $0) != nil }
        }
    }

    /// One `memchr` pass for `byte`; at each hit, every word of the group is compared.
    private static func groupMatches(_ byte: UInt8, _ words: [(word: [UInt8], pivot: Int)],
                                     in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = buffer.baseAddress else { return false }
        let base = UnsafeRawPointer(start)
        var position = 0
        while position < buffer.count, let found = memchr(base + position, Int32(byte), buffer.count - position) {
            let hit = base.distance(to: UnsafeRawPointer(found))
            for (word, pivot) in words where isWord(word, at: hit - pivot, in: buffer) { return true }
            position = hit + 1
        }
        return false
    }

    /// Whether `word` occurs at `offset` with no identifier byte on either side.
    private static func isWord(_ word: [UInt8], at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = offset + word.count
        guard offset >= 0, end <= buffer.count else { return false }
        guard word.withUnsafeBufferPointer({ memcmp(buffer.baseAddress! + offset, $0.baseAddress!, word.count) == 0 })
        else { return false }
        return (offset == 0 || !ByteScan.isIdentifierByte(buffer[offset - 1]))
            && (end == buffer.count || !ByteScan.isIdentifierByte(buffer[end]))
    }
}
