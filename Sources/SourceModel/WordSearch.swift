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
///
/// Many words made of identifier bytes (thousands of helper names) are looked up instead: one
/// pass over the file's identifier runs, each hashed once, whatever the number of words. Grouped,
/// every hit of a group's byte was compared with every word of the group.
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
    /// With many words, those made of identifier bytes, by the hash of their bytes.
    private let table: [UInt64: [Word]]
    /// For each length up to the longest word in `table`, whether a word has it.
    private let tableLengths: [Bool]
    /// Whether every word is a member: then `table` holds them all and is looked up only at the
    /// name after each `.`, one `memchr` pass however many words there are.
    private let afterDots: Bool

    /// Above this many identifier words, they are looked up in a table rather than grouped.
    public static let groupedWordLimit = 64

    /// A search for `words`, of which `members` count only after a `.`.
    public init(_ words: [[UInt8]], members: Set<[UInt8]> = []) {
        var grouped: [UInt8: [Word]] = [:]
        var common: [Word] = []
        var table: [UInt64: [Word]] = [:]
        var tableLengths: [Bool] = []
        let identifierWords = words.filter { !$0.isEmpty && $0.allSatisfy(ByteScan.isIdentifierByte) }
        afterDots = identifierWords.count > 1 && identifierWords.count == words.count
            && words.allSatisfy(members.contains)
        let useTable = afterDots || identifierWords.count > Self.groupedWordLimit
        for bytes in words where !bytes.isEmpty {
            let word = Word(bytes: bytes, pivot: ByteScan.rarestPosition(bytes), member: members.contains(bytes))
            if useTable, bytes.allSatisfy(ByteScan.isIdentifierByte) {
                table[ByteScan.fnv1a(bytes), default: []].append(word)
                if tableLengths.count <= bytes.count { tableLengths += Array(repeating: false, count: bytes.count + 1 - tableLengths.count) }
                tableLengths[bytes.count] = true
            } else if ByteScan.rarity(bytes[word.pivot]) <= 2 {
                grouped[bytes[word.pivot], default: []].append(word)
            } else {
                common.append(word)
            }
        }
        groups = grouped.keys.sorted().map { ($0, grouped[$0]!) }
        self.common = common
        self.table = table
        self.tableLengths = tableLengths
    }

    /// Whether nothing is searched for.
    public var isEmpty: Bool { groups.isEmpty && common.isEmpty && table.isEmpty }

    /// How many passes over a file's bytes a search can take: one per group, one per common
    /// word, and one for the table of many words.
    public var passes: Int { groups.count + common.count + (table.isEmpty ? 0 : 1) }

    /// Whether `bytes` holds any of the words as a whole word.
    public func matches(_ bytes: [UInt8]) -> Bool {
        matches(FileBytes(bytes))
    }

    /// Whether `bytes` holds any of the words as a whole word.
    public func matches(_ bytes: FileBytes) -> Bool {
        var found = false
        visitHits(in: bytes) { _ in
            found = true
            return false
        }
        return found
    }

    /// The byte offsets where a word starts as a whole word, in file order; each offset once.
    public func occurrences(in bytes: FileBytes) -> [Int] {
        var offsets: [Int] = []
        visitHits(in: bytes) { offset in
            offsets.append(offset)
            return true
        }
        return passes > 1 ? Array(Set(offsets)).sorted() : offsets
    }

    /// Calls `visit` with the start of each whole-word hit, strategy by strategy, until it returns false.
    private func visitHits(in bytes: FileBytes, _ visit: (Int) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            guard tableHits(in: buffer, visit) else { return }
            for group in groups where !Self.groupHits(group.byte, group.words, in: buffer, visit) { return }
            for word in common where !Self.commonHits(word, in: buffer, visit) { return }
        }
    }

    /// One pass over the identifier runs of `buffer`: a word occurs whole exactly where a whole
    /// run is that word, since a word of identifier bytes is bounded by non-identifier bytes.
    /// False when `visit` asked to stop.
    private func tableHits(in buffer: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) -> Bool {
        guard !table.isEmpty else { return true }
        if afterDots { return namesAfterDots(in: buffer, visit) }
        var index = 0
        while index < buffer.count {
            guard ByteScan.isIdentifierByte(buffer[index]) else { index += 1; continue }
            let start = index
            while index < buffer.count, ByteScan.isIdentifierByte(buffer[index]) { index += 1 }
            let length = index - start
            guard length < tableLengths.count, tableLengths[length],
                  let words = table[ByteScan.fnv1a(buffer[start..<index])] else { continue }
            if words.contains(where: { Self.isWord($0.bytes, at: start, in: buffer)
                && (!$0.member || Self.mayFollowDot(start, in: buffer)) }), !visit(start) {
                return false
            }
        }
        return true
    }

    /// One `memchr` pass for `.`: the name after each dot, past blanks, line breaks and comments,
    /// is looked up in `table`. A dot inside a comment or string only adds a hit to check.
    private func namesAfterDots(in buffer: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) -> Bool {
        guard let start = buffer.baseAddress else { return true }
        let base = UnsafeRawPointer(start)
        var position = 0
        while position < buffer.count, let found = memchr(base + position, Int32(UInt8(ascii: ".")), buffer.count - position) {
            let name = ByteScan.skippingTrivia(buffer, from: base.distance(to: UnsafeRawPointer(found)) + 1)
            var end = name
            while end < buffer.count, ByteScan.isIdentifierByte(buffer[end]) { end += 1 }
            position = max(end, name)
            let length = end - name
            guard length > 0, length < tableLengths.count, tableLengths[length],
                  let words = table[ByteScan.fnv1a(buffer[name..<end])] else { continue }
            if words.contains(where: { Self.isWord($0.bytes, at: name, in: buffer) }), !visit(name) { return false }
        }
        return true
    }

    /// One `memchr` pass for `byte`; at each hit, every word of the group is compared.
    private static func groupHits(_ byte: UInt8, _ words: [Word], in buffer: UnsafeBufferPointer<UInt8>,
                                  _ visit: (Int) -> Bool) -> Bool {
        guard let start = buffer.baseAddress else { return true }
        let base = UnsafeRawPointer(start)
        var position = 0
        while position < buffer.count, let found = memchr(base + position, Int32(byte), buffer.count - position) {
            let hit = base.distance(to: UnsafeRawPointer(found))
            for word in words where isWord(word.bytes, at: hit - word.pivot, in: buffer)
                && (!word.member || mayFollowDot(hit - word.pivot, in: buffer)) {
                if !visit(hit - word.pivot) { return false }
            }
            position = hit + 1
        }
        return true
    }

    /// Whole-word occurrences of a common word, one after another.
    private static func commonHits(_ word: Word, in buffer: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) -> Bool {
        var start = 0
        while let offset = ByteScan.firstWord(buffer, word.bytes, from: start) {
            if !word.member || mayFollowDot(offset, in: buffer), !visit(offset) { return false }
            start = offset + 1
        }
        return true
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

extension WordSearch {
    /// The whole words that start where the search finds one of its words in `bytes`: a word
    /// the search's word only begins (`widthFactor` for `width`) is itself, not the word.
    public func matchedWords(in bytes: FileBytes) -> Set<String> {
        Self.words(at: occurrences(in: bytes), in: bytes)
    }

    /// The whole words that start at `offsets` of `bytes`.
    public static func words(at offsets: [Int], in bytes: FileBytes) -> Set<String> {
        guard !offsets.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            Set(offsets.map { start in
                var end = start
                while end < buffer.count, ByteScan.isIdentifierByte(buffer[end]) { end += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            })
        }
    }
}
