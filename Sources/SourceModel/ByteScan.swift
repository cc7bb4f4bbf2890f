import SwiftLexer

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

    /// Offset of the first whole-word occurrence of `needle` in `bytes`.
    public static func firstWord(_ bytes: [UInt8], _ needle: [UInt8]) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            let last = buffer.count - needle.count
            var i = 0
            while i <= last {
                if buffer[i] == first, i == 0 || !isIdentifierByte(buffer[i - 1]) {
                    var j = 1
                    while j < needle.count, buffer[i + j] == needle[j] { j += 1 }
                    if j == needle.count, i + j == buffer.count || !isIdentifierByte(buffer[i + j]) {
                        return i
                    }
                }
                i += 1
            }
            return nil
        }
    }

    /// Names that follow `class`, `struct`, `enum`, `protocol` or `actor` in `bytes`: the types
    /// a file may declare (comments and strings included, so it may say a little too much).
    public static func declaredTypeNames(_ bytes: [UInt8]) -> [String] {
        let keywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "actor"].map { Array($0.utf8) }
        var names: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            let count = buffer.count
            while i < count {
                let byte = buffer[i]
                guard byte == 0x63 || byte == 0x73 || byte == 0x65 || byte == 0x70 || byte == 0x61,
                      i == 0 || !isIdentifierByte(buffer[i - 1]) else {
                    i += 1
                    continue
                }
                for keyword in keywords where i + keyword.count < count && keyword[0] == byte {
                    guard buffer[i + keyword.count] == 0x20 || buffer[i + keyword.count] == 0x09 else { continue }
                    guard (0..<keyword.count).allSatisfy({ buffer[i + $0] == keyword[$0] }) else { continue }
                    var start = i + keyword.count
                    while start < count, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
                    var end = start
                    while end < count, isIdentifierByte(buffer[end]) { end += 1 }
                    if end > start { names.append(String(decoding: buffer[start..<end], as: UTF8.self)) }
                    i = end - 1
                    break
                }
                i += 1
            }
        }
        return names
    }
}

/// A file of the project as read: its path and bytes, not yet lexed.
public struct ProjectFile: Sendable {
    /// The path as given.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a project file from its bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a project file from already wrapped source text.
    public init(path: String, source: SourceText) {
        self.init(path: path, bytes: source.bytes)
    }

    /// The bytes with their line table, computed on demand (most files never need it).
    public var source: SourceText { SourceText(bytes: bytes) }
}

extension TypeIndex {
    /// Builds the index that `seeds` need: their own declarations plus, round by round, the
    /// files that declare a supertype still missing. Only those files are lexed.
    /// Returns the index and how many extra files were lexed.
    public static func build(seeds: [SourceModel], project: [ProjectFile]) -> (index: TypeIndex, lexed: Int) {
        var index = TypeIndex()
        seeds.forEach { index.add($0) }
        let seedPaths = Set(seeds.map(\.file.path))
        var declared: [[String]]?
        var added: Set<Int> = []
        var missing = index.missingNames(from: referencedNames(seeds))
        while !missing.isEmpty {
            let names = declared ?? project.map { ByteScan.declaredTypeNames($0.bytes) }
            declared = names
            let candidates = project.indices.filter { position in
                !added.contains(position) && !seedPaths.contains(project[position].path)
                    && names[position].contains(where: missing.contains)
            }
            guard !candidates.isEmpty else { break }
            for position in candidates {
                added.insert(position)
                let file = project[position]
                index.add(SourceModel(file: SyntaxFile(path: file.path, source: file.source)))
            }
            let next = index.missingNames(from: referencedNames(seeds))
            if next == missing { break }
            missing = next
        }
        return (index, added.count)
    }

    /// Every type name the seeds' declarations refer to.
    static func referencedNames(_ seeds: [SourceModel]) -> [String] {
        seeds.flatMap { model in
            model.typeDeclarations.flatMap { declaration -> [String] in
                let requirementTypes = declaration.requirements.compactMap { requirement -> String? in
                    let parts = requirement.split(separator: ":")
                    return parts.count == 2 ? parts[1].trimmingSpaces : nil
                }
                let extended = declaration.kind == .extension ? [declaration.name] : []
                return declaration.inherited + requirementTypes + extended
            }
        }
    }
}
