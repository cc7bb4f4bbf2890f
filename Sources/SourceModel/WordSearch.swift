#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A search for any of several whole words, planned once and run over many files.
///
/// Words with a rare byte are grouped by that byte, so one `memchr` pass serves every word of
/// the group (screenWidth, kScreenWidth and previewWidth all wait on `W`); the others are
/// found one by one by their first, middle and last bytes (see `ByteScan.firstWord`).
///
/// A word can be marked as a member: it counts only where a `.` may come right before it
/// (`UIDevice.current.hasNotch`, `.hairline`), which keeps a helper named `observer` from
/// matching every file that declares a local `observer`.
public struct WordSearch: Sendable {
    private struct Word: Sendable {
        var bytes: [UInt8]
        var pivot: Int
        var member: Bool
    }

    /// For each rare byte, the words that contain it.
    private let groups: [(byte: UInt8, words: [Word])]
    /// Words made only of common bytes.
    private let common: [Word]

    /// A search for `words`, of which `members` count only after a `.`.
    public init(_ words: [[UInt8]], members: Set<[UInt8]> = []) {
        var grouped: [UInt8: [Word]] = [:]
        var common: [Word] = []
        for bytes in words where !bytes.isEmpty {
            let word = Word(bytes: bytes, pivot: ByteScan.rarestPosition(bytes), member: members.contains(bytes))
            if ByteScan.rarity(bytes[word.pivot]) <= 2 {
                grouped[bytes[word.pivot], default: []].append(word)
            } else {
                common.append(word)
            }
        }
        groups = grouped.keys.sorted().map { ($0, grouped[$0]!) }
        self.common = common
    }

    /// Whether nothing is searched for.
    public var isEmpty: Bool { groups.isEmpty && common.isEmpty }

    /// How many passes over a file's bytes a search can take: one per group, one per common word.
    public var passes: Int { groups.count + common.count }

    /// Whether `bytes` holds any of the words as a whole word.
    public func matches(_ bytes: [UInt8]) -> Bool {
        matches(FileBytes(bytes))
    }

    /// Whether `bytes` holds any of the words as a whole word.
    public func matches(_ bytes: FileBytes) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            groups.contains { Self.groupMatches($0.byte, $0.words, in: buffer) }
                || common.contains { Self.commonMatches($0, in: buffer) }
        }
    }

    /// One `memchr` pass for `byte`; at each hit, every word of the group is compared.
    private static func groupMatches(_ byte: UInt8, _ words: [Word], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = buffer.baseAddress else { return false }
        let base = UnsafeRawPointer(start)
        var position = 0
        while position < buffer.count, let found = memchr(base + position, Int32(byte), buffer.count - position) {
            let hit = base.distance(to: UnsafeRawPointer(found))
            for word in words where isWord(word.bytes, at: hit - word.pivot, in: buffer)
                && (!word.member || mayFollowDot(hit - word.pivot, in: buffer)) {
                return true
            }
            position = hit + 1
        }
        return false
    }

    /// Whole-word occurrences of a common word, one after another until one fits.
    private static func commonMatches(_ word: Word, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while let offset = ByteScan.firstWord(buffer, word.bytes, from: start) {
            if !word.member || mayFollowDot(offset, in: buffer) { return true }
            start = offset + 1
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

    /// Whether the token before `offset` can be a `.`: the last byte before it that is not a
    /// blank is `.`, or ends a block comment, or a line break lies between (a line comment may
    /// hide the dot). Never false where the lexer would find a dot.
    private static func mayFollowDot(_ offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = offset - 1
        while index >= 0 {
            switch buffer[index] {
            case 0x20, 0x09: index -= 1
            case 0x0A, 0x0D: return true
            case UInt8(ascii: "."), UInt8(ascii: "/"): return true
            default: return false
            }
        }
        return false
    }
}
