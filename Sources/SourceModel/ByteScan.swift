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
    @inlinable static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
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
    /// Candidates come from libc at memory speed: `memchr` on the needle's rare byte when it
    /// has one (an upper-case letter, a digit, `_`), else `memmem` on the whole needle, which
    /// beats `memchr` on a common lower-case letter several times over (measured on 60 MB of
    /// Swift: `scale` 11 ms by `memmem` against 15–22 ms by `memchr` on any of its letters).
    public static func firstWord(_ bytes: [UInt8], _ needle: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstWord($0, needle) }
    }

    /// Offset of the first whole-word occurrence of `needle` in `buffer`.
    public static func firstWord(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= buffer.count else { return nil }
        let pivot = rarestPosition(needle)
        let byPivot = rarity(needle[pivot]) <= 2 || libcMemmem == nil
        return needle.withUnsafeBufferPointer { word -> Int? in
            let base = UnsafeRawPointer(buffer.baseAddress!)
            var start = 0
            while let offset = byPivot ? nextByPivot(base, buffer.count, from: start, word, pivot)
                                       : nextByMemmem(base, buffer.count, from: start, word) {
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

    /// The next offset at or after `start` where `word` occurs, found by `memmem`.
    private static func nextByMemmem(_ base: UnsafeRawPointer, _ count: Int, from start: Int,
                                     _ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start < count, let found = libcMemmem!(base + start, count - start, word.baseAddress!, word.count) else {
            return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
    }

    private typealias Memmem = @convention(c) (UnsafeRawPointer, Int, UnsafeRawPointer, Int) -> UnsafeMutableRawPointer?

    /// libc's `memmem`, looked up at run time: it is a GNU and BSD extension that Swift's Glibc
    /// module does not declare. Every libc screenmod builds against has it; without it, the
    /// search falls back to `memchr`.
    private static let libcMemmem: Memmem? = {
        #if canImport(Glibc)
        let handle = dlopen(nil, RTLD_NOW)
        #else
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        return dlsym(handle, "memmem").map { unsafeBitCast($0, to: Memmem.self) }
    }()

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
        guard libcMemmem != nil else { return !occurrences(of: word, in: bytes).isEmpty }
        return bytes.withUnsafeBufferPointer { buffer in
            word.withUnsafeBufferPointer { nextByMemmem(UnsafeRawPointer(buffer.baseAddress!), buffer.count, from: 0, $0) != nil }
        }
    }

    /// Offsets of every occurrence of `needle` in `bytes`, word boundaries or not.
    public static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = needle.first, needle.count <= bytes.count else { return [] }
        return bytes.withUnsafeBufferPointer { buffer -> [Int] in
            let base = UnsafeRawPointer(buffer.baseAddress!)
            let last = buffer.count - needle.count
            var offsets: [Int] = []
            var start = 0
            while start <= last, let found = memchr(base + start, Int32(first), last - start + 1) {
                let offset = base.distance(to: UnsafeRawPointer(found))
                var j = 1
                while j < needle.count, buffer[offset + j] == needle[j] { j += 1 }
                if j == needle.count { offsets.append(offset) }
                start = offset + 1
            }
            return offsets
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
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return }
            // One memmem pass per keyword: the keywords are rare next to the bytes around them.
            for keyword in ["class", "struct", "enum", "protocol", "actor"] {
                Array(keyword.utf8).withUnsafeBufferPointer { word in
                    var position = 0
                    while let hit = nextOccurrence(base, buffer.count, from: position, word) {
                        position = hit + 1
                        var start = hit + word.count
                        guard hit == 0 || !isIdentifierByte(buffer[hit - 1]), start < buffer.count,
                              buffer[start] == 0x20 || buffer[start] == 0x09 else { continue }
                        while start < buffer.count, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
                        var end = start
                        while end < buffer.count, isIdentifierByte(buffer[end]) { end += 1 }
                        if end > start { found.append((hit, String(decoding: buffer[start..<end], as: UTF8.self))) }
                    }
                }
            }
        }
        return found.sorted { $0.offset < $1.offset }.map(\.name)
    }

    /// The next offset at or after `start` where `word` occurs: `memmem`, or `memchr` on its
    /// first byte where libc has no `memmem`.
    private static func nextOccurrence(_ base: UnsafeRawPointer, _ count: Int, from start: Int,
                                       _ word: UnsafeBufferPointer<UInt8>) -> Int? {
        if libcMemmem != nil { return nextByMemmem(base, count, from: start, word) }
        return nextByPivot(base, count, from: start, word, 0)
    }
}

extension TypeIndex {
    /// Builds the index that `seeds` need: their own declarations plus, round by round, the
    /// files that declare a supertype still missing. Only those files are lexed.
    /// Returns the index and how many extra files were lexed.
    /// `needing` narrows what must resolve to these inheritance lists (by default, those of
    /// every declaration in the seeds).
    public static func build(seeds: [SourceModel], project: [ProjectFile],
                             needing lists: [[String]]? = nil) -> (index: TypeIndex, lexed: Int) {
        let lists = lists ?? referencedNames(seeds)
        var index = TypeIndex()
        seeds.forEach { index.add($0) }
        let seedPaths = Set(seeds.map(\.file.path))
        var added: Set<Int> = []
        var missing = index.missingNames(from: lists)
        while !missing.isEmpty {
            // One grouped search for the missing names finds every file that could declare one;
            // only those few are scanned for the names they really declare.
            let search = WordSearch(missing.sorted().map { Array($0.utf8) }), done = added, wanted = missing
            let candidates = concurrentMap(Array(project.indices)) { position -> Int? in
                let file = project[position]
                guard !done.contains(position), !seedPaths.contains(file.path), search.matches(file.bytes),
                      ByteScan.declaredTypeNames(file.bytes).contains(where: wanted.contains) else { return nil }
                return position
            }.compactMap { $0 }
            guard !candidates.isEmpty else { break }
            let models = concurrentMap(candidates) { SourceModel(file: SyntaxFile(path: project[$0].path, source: project[$0].source)) }
            for (position, model) in zip(candidates, models) {
                added.insert(position)
                index.add(model)
            }
            let next = index.missingNames(from: lists)
            if next == missing { break }
            missing = next
        }
        return (index, added.count)
    }

    /// The inheritance lists the seeds' declarations depend on (an extension depends on the
    /// extended type, a constrained extension on its `Self:` requirement).
    static func referencedNames(_ seeds: [SourceModel]) -> [[String]] {
        seeds.flatMap { $0.typeDeclarations.map(dependencies) }
    }

    /// The names a declaration's kind depends on: its inheritance list, `Self:` requirements,
    /// and for an extension the extended type.
    public static func dependencies(of declaration: TypeDeclaration) -> [String] {
                let requirementTypes = declaration.requirements.compactMap { requirement -> String? in
                    let parts = requirement.split(separator: ":")
                    return parts.count == 2 ? parts[1].trimmingSpaces : nil
                }
                let extended = declaration.kind == .extension ? [declaration.name] : []
                return declaration.inherited + requirementTypes + extended
    }
}
