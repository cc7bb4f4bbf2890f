import SourceModel

/// The Objective-C headers of a run by file name, to tell whether an `#import` of one takes anything
/// from it but a class: a header that declares only that class (no protocol, other class, type,
/// constant, function or macro) gives an importer nothing else, so the import alone is no use of it.
struct ImportedHeaders: Sendable {
    /// Each header that declares one class and nothing else, by file name, with that class: read once
    /// per run, however many files import it.
    private let soleClass: [String: String]

    init(_ files: [ProjectFile]) {
        let headers = files.filter { $0.path.hasSuffix(".h") }
        let sole = concurrentMap(headers) { file -> (String, String)? in
            let declared = ObjectiveCClasses(declaredIn: file.bytes.array).superclasses.keys
            guard declared.count == 1, let only = declared.first,
                  !Self.otherDeclarations.contains(where: { ByteScan.containsWord(file.bytes, $0) }) else { return nil }
            return (String(file.path.split(separator: "/").last ?? ""), only)
        }
        soleClass = Dictionary(sole.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    /// Words whose presence means a header declares more than one class.
    private static let otherDeclarations = ["protocol", "typedef", "extern", "NS_ENUM", "NS_OPTIONS", "define", "enum",
                                            "struct", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "static", "inline"]

    /// Whether the header named `imported` is among the run's files and declares `className` and nothing else.
    func declaresOnly(_ className: String, imported: String) -> Bool {
        soleClass[imported] == className
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
