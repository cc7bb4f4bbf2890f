import SwiftLexer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cheap byte-level questions asked of a file before anything is lexed, so that files that
/// cannot matter cost one read and one scan.
public enum ByteScan {
    /// Whether `byte` can be part of a Swift identifier (ASCII letters, digits, `_`, non-ASCII).
    @inlinable public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    /// The first position at or after `index` in `buffer` that is not a space, tab or line break.
    public static func afterBlanks(_ buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var position = index
        while position < buffer.count {
            switch buffer[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position
            }
        }
        return position
    }

    /// FNV-1a of `bytes`: the key by which a word and an identifier run are looked up in a table.
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Whether `bytes` contains `needle` with no identifier byte directly before or after it.
    public static func containsWord(_ bytes: [UInt8], _ needle: String) -> Bool {
        firstWord(bytes, Array(needle.utf8)) != nil
    }

    /// Whether `bytes` contains `needle` with no identifier byte directly before or after it.
    public static func containsWord(_ bytes: FileBytes, _ needle: String) -> Bool {
        bytes.withUnsafeBufferPointer { firstWord($0, Array(needle.utf8)) != nil }
    }

    /// Offset of the first whole-word occurrence of `needle` in `bytes`.
    ///
    /// Candidates come from `memchr` on the needle's rare byte when it has one (an upper-case
    /// letter, a digit, `_`); a needle of common letters is found 16 bytes at a time by its first,
    /// middle and last bytes together (`nextBySampledBytes`), which beats both `memchr` on any of
    /// its letters and glibc's `memmem` (measured on 60 MB of Swift: `hairline` in 3.9 ms with two
    /// of its bytes against 7.4 ms by `memmem`).
    public static func firstWord(_ bytes: [UInt8], _ needle: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstWord($0, needle) }
    }

    /// Offset of the first whole-word occurrence of `needle` in `buffer` at or after `from`.
    public static func firstWord(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], from: Int = 0) -> Int? {
        guard !needle.isEmpty, needle.count <= buffer.count else { return nil }
        let pivot = rarestPosition(needle)
        let byPivot = rarity(needle[pivot]) <= 2
        return needle.withUnsafeBufferPointer { word -> Int? in
            let base = UnsafeRawPointer(buffer.baseAddress!)
            var start = from
            while let offset = byPivot ? nextByPivot(base, buffer.count, from: start, word, pivot)
                                       : nextBySampledBytes(base, buffer.count, from: start, word) {
                let after = offset + word.count
                if offset == 0 || !isIdentifierByte(buffer[offset - 1]),
                   after == buffer.count || !isIdentifierByte(buffer[after]) {
                    return offset
                }
                start = offset + 1
            }
            return nil
        }
    }

    /// The next offset at or after `start` where `word` occurs, found by `memchr` on `word[pivot]`.
    private static func nextByPivot(_ base: UnsafeRawPointer, _ count: Int, from start: Int,
                                    _ word: UnsafeBufferPointer<UInt8>, _ pivot: Int) -> Int? {
        let end = count - (word.count - pivot) + 1
        var position = start + pivot
        while position < end, let found = memchr(base + position, Int32(word[pivot]), end - position) {
            let hit = base.distance(to: UnsafeRawPointer(found))
            let offset = hit - pivot
            if memcmp(base + offset, word.baseAddress!, word.count) == 0 { return offset }
            position = hit + 1
        }
        return nil
    }

    /// The next offset at or after `start` where `word` occurs: sixteen candidate offsets at a
    /// time are kept only where the word's first, middle and last bytes are all in place, and
    /// those few are compared whole. Portable SIMD, so the same code runs on x86 and ARM.
    static func nextBySampledBytes(_ base: UnsafeRawPointer, _ count: Int, from start: Int,
                                   _ word: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = word.count
        guard length > 0, start + length <= count else { return nil }
        let middle = length / 2
        let first = SIMD16<UInt8>(repeating: word[0]), last = SIMD16<UInt8>(repeating: word[length - 1])
        let inner = SIMD16<UInt8>(repeating: word[middle])
        var offset = start
        // Each block reads 16 bytes at `offset`, `offset + middle` and `offset + length - 1`:
        // with three bytes in place, few candidates are left to compare whole.
        while offset + length - 1 + 16 <= count {
            let heads = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let tails = base.loadUnaligned(fromByteOffset: offset + length - 1, as: SIMD16<UInt8>.self)
            let middles = base.loadUnaligned(fromByteOffset: offset + middle, as: SIMD16<UInt8>.self)
            let candidates = (heads .== first) .& (tails .== last) .& (middles .== inner)
            if any(candidates) {
                for lane in 0..<16 where candidates[lane] {
                    if memcmp(base + offset + lane, word.baseAddress!, length) == 0 { return offset + lane }
                }
            }
            offset += 16
        }
        while offset + length <= count {
            if memcmp(base + offset, word.baseAddress!, length) == 0 { return offset }
            offset += 1
        }
        return nil
    }

    /// How often `byte` turns up in Swift source, from 1 (rare) to 4 (common).
    static func rarity(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte == UInt8(ascii: "S") || byte == UInt8(ascii: "C") ? 2 : 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return 1
        case UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"),
             UInt8(ascii: "w"), UInt8(ascii: "v"), UInt8(ascii: "y"): return 3
        default: return 4
        }
    }

    /// The first offset at or after `offset` that is not a blank, a line break or inside a
    /// `//` or (nested) `/* */` comment: where the token after a `.` can start.
    static func skippingTrivia(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var index = offset
        while index < buffer.count {
            switch buffer[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case UInt8(ascii: "/") where index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "/"):
                while index < buffer.count, buffer[index] != 0x0A, buffer[index] != 0x0D { index += 1 }
            case UInt8(ascii: "/") where index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if buffer[index] == UInt8(ascii: "/"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if buffer[index] == UInt8(ascii: "*"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < buffer.count
            default: return index
            }
        }
        return index
    }

    /// The index of the byte of `needle` least likely to occur in Swift source.
    static func rarestPosition(_ needle: [UInt8]) -> Int {
        var best = 0
        for index in needle.indices where rarity(needle[index]) < rarity(needle[best]) { best = index }
        return best
    }

    /// Whether `needle` occurs anywhere in `bytes`, word boundaries or not.
    public static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let word = Array(needle.utf8)
        guard !word.isEmpty, word.count <= bytes.count else { return word.isEmpty }
        return bytes.withUnsafeBufferPointer { buffer in
            word.withUnsafeBufferPointer { nextBySampledBytes(UnsafeRawPointer(buffer.baseAddress!), buffer.count, from: 0, $0) != nil }
        }
    }

    /// Offsets of every occurrence of `needle` in `bytes`, word boundaries or not, in order.
    public static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty, needle.count <= bytes.count else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { word -> [Int] in
                let base = UnsafeRawPointer(buffer.baseAddress!)
                var offsets: [Int] = []
                var start = 0
                while let offset = nextBySampledBytes(base, buffer.count, from: start, word) {
                    offsets.append(offset)
                    start = offset + 1
                }
                return offsets
            }
        }
    }

    /// Names that follow `class`, `struct`, `enum`, `protocol` or `actor` in `bytes`: the types
    /// a file may declare (comments and strings included, so it may say a little too much).
    public static func declaredTypeNames(_ bytes: [UInt8]) -> [String] {
        declaredTypeNames(FileBytes(bytes))
    }

    /// Names that follow `class`, `struct`, `enum`, `protocol` or `actor` in `bytes`.
    public static func declaredTypeNames(_ bytes: FileBytes) -> [String] {
        var found: [(offset: Int, name: String)] = []
        forEachDeclaredName(bytes) { offset, name in
            found.append((offset, String(decoding: name, as: UTF8.self)))
            return true
        }
        return found.sorted { $0.offset < $1.offset }.map(\.name)
    }

    /// Names that follow `func` in `bytes`: the functions a file may declare (comments and strings
    /// included, a superset as the type search is).
    public static func declaredFunctionNames(_ bytes: FileBytes) -> [String] {
        var found: [String] = []
        forEachDeclaredName(bytes, keywords: [Array("func".utf8)]) { _, name in
            found.append(String(decoding: name, as: UTF8.self))
            return true
        }
        return found
    }

    /// The keywords that declare a named type.
    public static let typeKeywords = ["class", "struct", "enum", "protocol", "actor"].map { Array($0.utf8) }

    /// Whether `bytes` may declare one of `names`: one of `typeKeywords`, a blank, the name.
    public static func declaresAny(_ bytes: FileBytes, of names: [[UInt8]]) -> Bool {
        var found = false
        forEachDeclaredName(bytes) { _, name in
            found = names.contains { $0.count == name.count && $0.elementsEqual(name) }
            return !found
        }
        return found
    }

    /// Whether `bytes` may extend one of `names` (`extension Name`): a superset, as for declarations.
    public static func extendsAny(_ bytes: FileBytes, of names: Set<String>) -> Bool {
        var found = false
        forEachDeclaredName(bytes, keywords: [Array("extension".utf8)]) { _, name in
            found = names.contains(String(decoding: name, as: UTF8.self))
            return !found
        }
        return found
    }

    /// Whether some whole-word spelling of one of `names` in `bytes` passes `accept`, which gets the
    /// buffer, the word's offset and its length (`declaresOrExtends`, a word not in a superclass clause).
    public static func containsWord(_ bytes: FileBytes, of names: some Sequence<String>,
                                    where accept: (UnsafeBufferPointer<UInt8>, Int, Int) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            names.contains { name in
                let needle = Array(name.utf8)
                var start = 0
                while let offset = firstWord(buffer, needle, from: start) {
                    if accept(buffer, offset, needle.count) { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    /// The classes `bytes` may declare whose superclass, the first name after the colon, is one of
    /// `names`, with that superclass (`class Detail<T>: Kit.BaseViewController` gives `Detail` and
    /// `BaseViewController`): a superset, as the other declaration searches are (comments and strings count).
    public static func classesInheriting(_ bytes: FileBytes, from names: Set<String>) -> [(name: String, superclass: String)] {
        var found: [(name: String, superclass: String)] = []
        forEachDeclaredName(bytes, keywords: [Array("class".utf8)]) { _, name in
            let buffer = name.base
            var cursor = name.endIndex
            if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "<") {
                var depth = 0
                while cursor < buffer.count {
                    if buffer[cursor] == UInt8(ascii: "<") { depth += 1 } else if buffer[cursor] == UInt8(ascii: ">") { depth -= 1 }
                    cursor += 1
                    if depth == 0 { break }
                }
            }
            cursor = afterBlanks(buffer, from: cursor)
            guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: ":") else { return true }
            cursor = afterBlanks(buffer, from: cursor + 1)
            var start = cursor
            while cursor < buffer.count, isIdentifierByte(buffer[cursor]) || buffer[cursor] == UInt8(ascii: ".") {
                if buffer[cursor] == UInt8(ascii: ".") { start = cursor + 1 }
                cursor += 1
            }
            let superclass = String(decoding: buffer[start..<cursor], as: UTF8.self)
            if cursor > start, names.contains(superclass) { found.append((String(decoding: name, as: UTF8.self), superclass)) }
            return true
        }
        return found
    }

    /// Calls `body` with the offset of each of `keywords` and the name after it, keyword by
    /// keyword, until `body` returns false. Comments and strings count too: a superset.
    private static func forEachDeclaredName(_ bytes: FileBytes, keywords: [[UInt8]] = typeKeywords,
                                            _ body: (Int, UnsafeBufferPointer<UInt8>.SubSequence) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return }
            // One pass per keyword: the keywords are rare next to the bytes around them.
            for keyword in keywords {
                let more = keyword.withUnsafeBufferPointer { word -> Bool in
                    var position = 0
                    while let hit = nextBySampledBytes(base, buffer.count, from: position, word) {
                        position = hit + 1
                        var start = hit + word.count
                        guard hit == 0 || !isIdentifierByte(buffer[hit - 1]), start < buffer.count,
                              buffer[start] == 0x20 || buffer[start] == 0x09 else { continue }
                        while start < buffer.count, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
                        var end = start
                        while end < buffer.count, isIdentifierByte(buffer[end]) { end += 1 }
                        if end > start, !body(hit, buffer[start..<end]) { return false }
                    }
                    return true
                }
                if !more { return }
            }
        }
    }
}
