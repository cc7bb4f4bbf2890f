import SourceModel

/// The Objective-C headers of a run by file name, to tell whether an `#import` of one takes anything
/// from it but a class: a header that declares classes and protocols only (no type, constant,
/// function or macro) gives an importer nothing but those names, so an import whose file spells none
/// of the header's other names is no use of the class.
struct ImportedHeaders: Sendable {
    /// Each header that declares only classes and protocols, by file name, with those names: read
    /// once per run, however many files import it.
    private let declared: [String: Set<String>]

    init(_ files: [ProjectFile]) {
        let headers = files.filter { $0.path.hasSuffix(".h") }
        let found = concurrentMap(headers) { file -> (String, Set<String>)? in
            guard !Self.otherDeclarations.contains(where: { ByteScan.containsWord(file.bytes, $0) }) else { return nil }
            let classes = Set(ObjectiveCClasses(declaredIn: file.bytes.array).superclasses.keys)
            guard !classes.isEmpty else { return nil }
            return (String(file.path.split(separator: "/").last ?? ""), classes.union(Self.protocols(in: file.bytes.array)))
        }
        declared = Dictionary(found.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    /// Words whose presence means a header declares more than classes and protocols.
    private static let otherDeclarations = ["typedef", "extern", "NS_ENUM", "NS_OPTIONS", "define", "enum",
                                            "struct", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "static", "inline"]

    /// Whether the header named `imported` is among the run's files, declares `className`, and
    /// declares nothing else that the importing file's `bytes` spell (another class, a protocol).
    func takesOnly(_ className: String, imported: String, importer bytes: [UInt8]) -> Bool {
        guard let names = declared[imported], names.contains(className) else { return false }
        return names.allSatisfy { $0 == className || !ByteScan.containsWord(bytes, $0) }
    }

    /// The protocols a header declares (`@protocol Name` with a body, not `@protocol Name;`).
    private static func protocols(in bytes: [UInt8]) -> Set<String> {
        let keyword = Array("@protocol".utf8)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let isNameByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var found: Set<String> = []
        for offset in ByteScan.occurrences(of: keyword, in: bytes) {
            var start = offset + keyword.count
            while start < bytes.count, isBlank(bytes[start]) { start += 1 }
            var end = start
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            var next = end
            while next < bytes.count, isBlank(bytes[next]) { next += 1 }
            guard end > start, next >= bytes.count || bytes[next] != UInt8(ascii: ";") else { continue }
            found.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return found
    }

    /// The file name an `#import` line spells around `offset`, a byte of its quoted or bracketed path
    /// (`#import "Views/Ruler.h"` gives `Ruler.h`).
    static func fileName(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        let stops: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "/"), 0x0A]
        var start = offset, end = offset
        while start > 0, !stops.contains(buffer[start - 1]) { start -= 1 }
        while end < buffer.count, !stops.contains(buffer[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }
}
