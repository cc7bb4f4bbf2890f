import SwiftLexer
import SourceModel

/// The Objective-C macros whose body reads the main screen and that no line of code can use: a
/// finding in one says to delete it, not to change the lines that use it.
public enum ObjectiveCMacros {
    /// Per defining file, the main-screen macros it defines that no code uses, and for each macro the
    /// code lines that use it (`path:line:column`, in file order): the related locations of its
    /// finding, so that a macro is reported once, at its definition, with its users. A macro defined
    /// in an implementation file (`.m`, `.mm`, `.c`) is seen by that file alone, so only its own
    /// lines can use it; one in a header, by any Objective-C file that does not define the name
    /// itself. A mention in a comment, or in a directive that only names it (`#ifndef NAME`), is no
    /// use. Swift cannot call such a macro, so Swift files are not searched.
    public static func survey(_ files: [ProjectFile]) -> (unused: [String: Set<String>], users: [String: [String: [String]]]) {
        let objectiveC = files.filter { OtherFileKind(path: $0.path) == .objectiveC }
        var definitions: [String: Set<String>] = [:]
        for file in objectiveC where ByteScan.containsWord(file.bytes, "UIScreen") {
            let bytes = file.bytes.array
            for use in ObjectiveCScanner.uses(in: bytes) {
                if let name = ObjectiveCScanner.definedMacro(holding: use.offset, in: bytes) { definitions[file.path, default: []].insert(name) }
            }
        }
        guard !definitions.isEmpty else { return ([:], [:]) }
        let names = definitions.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // Per name, the lines of each file that use it in code, and the implementation files that define it for themselves.
        var users: [String: [String: [String]]] = [:]
        var ownDefinitions: [String: Set<String>] = [:]
        for file in objectiveC.sorted(by: { $0.path < $1.path }) {
            let mentioned = names.filter { ByteScan.containsWord(file.bytes, $0) }
            guard !mentioned.isEmpty else { continue }
            let bytes = file.bytes.array
            let comments = ObjectiveCTokens.scan(bytes).comments
            let lines = SourceText(bytes: bytes)
            for name in mentioned {
                let offsets = uses(of: name, in: bytes, comments: comments)
                if !offsets.isEmpty {
                    users[name, default: [:]][file.path] = offsets.map { offset in
                        let (line, column) = lines.location(of: offset)
                        return "\(file.path):\(line):\(column)"
                    }
                }
                if isImplementation(file.path), definitions[file.path]?.contains(name) == true { ownDefinitions[name, default: []].insert(file.path) }
            }
        }
        var unused: [String: Set<String>] = [:]
        var related: [String: [String: [String]]] = [:]
        for (path, defined) in definitions {
            for name in defined {
                // An implementation file's macro is its own lines'; a header's, every file's that does not define it itself.
                let using = (users[name] ?? [:]).filter { isImplementation(path) ? $0.key == path : !(ownDefinitions[name] ?? []).contains($0.key) }
                if using.isEmpty { unused[path, default: []].insert(name) }
                related[path, default: [:]][name] = using.keys.sorted().flatMap { using[$0] ?? [] }
            }
        }
        return (unused, related)
    }

    /// Whether a file's macros are its own: an implementation file is compiled alone, not included.
    private static func isImplementation(_ path: String) -> Bool {
        [".m", ".mm", ".c"].contains { path.hasSuffix($0) }
    }

    /// The offsets where `name` occurs as a word in `bytes` outside comments and outside a
    /// preprocessor directive that only names it (`#define NAME`, `#ifndef NAME`, `#undef NAME`);
    /// another macro's body uses it.
    static func uses(of name: String, in bytes: [UInt8], comments: [Range<Int>] = []) -> [Int] {
        let word = Array(name.utf8)
        var next = ByteScan.firstWord(bytes, word)
        var found: [Int] = []
        while let offset = next {
            next = bytes.withUnsafeBufferPointer { ByteScan.firstWord($0, word, from: offset + 1) }
            if comments.contains(where: { $0.contains(offset) }) { continue }
            if !bytes.withUnsafeBufferPointer({ ObjectiveCTokens.line(holding: offset, in: $0, startsWith: "#") })
                || ObjectiveCScanner.definedMacro(holding: offset, in: bytes).map({ $0 != name }) == true {
                found.append(offset)
            }
        }
        return found
    }
}
