import SourceModel

/// The Objective-C macros whose body reads the main screen and that no line of the project's
/// Objective-C uses: a finding in one says to delete it, not to change the lines that use it.
public enum ObjectiveCMacros {
    /// The names of the main-screen macros defined in `files` that no other line of their
    /// Objective-C files names outside a preprocessor directive (`#ifndef NAME` guards one).
    /// Swift cannot call such a macro, so Swift files are not searched.
    public static func unused(in files: [ProjectFile]) -> Set<String> {
        let objectiveC = files.filter { OtherFileKind(path: $0.path) == .objectiveC }
        var defined: Set<String> = []
        for file in objectiveC where ByteScan.containsWord(file.bytes, "UIScreen") {
            let bytes = file.bytes.array
            for use in ObjectiveCScanner.uses(in: bytes) {
                if let name = ObjectiveCScanner.definedMacro(holding: use.offset, in: bytes) { defined.insert(name) }
            }
        }
        guard !defined.isEmpty else { return [] }
        var used: Set<String> = []
        for file in objectiveC {
            let bytes = file.bytes.array
            for name in defined.subtracting(used) where usesOutsideDirectives(name, in: bytes) { used.insert(name) }
            if used.count == defined.count { break }
        }
        return defined.subtracting(used)
    }

    /// Whether `name` occurs as a word in `bytes` outside a preprocessor directive that only names
    /// it (`#define NAME`, `#ifndef NAME`, `#undef NAME`); another macro's body uses it.
    static func usesOutsideDirectives(_ name: String, in bytes: [UInt8]) -> Bool {
        let word = Array(name.utf8)
        var next = ByteScan.firstWord(bytes, word)
        while let offset = next {
            next = bytes.withUnsafeBufferPointer { ByteScan.firstWord($0, word, from: offset + 1) }
            var start = offset
            while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            while start < offset, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            if bytes[start] != UInt8(ascii: "#") { return true }
            if ObjectiveCScanner.definedMacro(holding: offset, in: bytes).map({ $0 != name }) == true { return true }
        }
        return false
    }
}
