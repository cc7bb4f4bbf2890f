#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic: no file system access, so symlinked folders keep the names the user typed.
enum PathName {
    /// `path` made absolute against `base` (itself absolute), with `.`, `..` and repeated `/` removed.
    static func absolute(_ path: String, from base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// An absolute path with `.`, `..` and repeated `/` removed.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path of absolute `path` relative to absolute `base`, using `..` when it lies outside.
    static func relative(_ path: String, to base: String) -> String {
        // The common case, a path below the base, needs no splitting.
        if base != "/", path.utf8.starts(with: base.utf8), path.utf8.count > base.utf8.count + 1,
           path.utf8[path.utf8.index(path.startIndex, offsetBy: base.utf8.count)] == UInt8(ascii: "/") {
            return String(path.utf8.dropFirst(base.utf8.count + 1))!
        }
        let target = path.split(separator: "/")
        let origin = base.split(separator: "/")
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: origin.count - common)
        let parts = ups + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether absolute `path` is `directory` or lies inside it.
    static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    /// `child` (a relative path) appended to the path the user typed, as the user would write it.
    static func display(given: String, child: String) -> String {
        if given == "." || given == "./" { return child }
        return given.hasSuffix("/") ? given + child : given + "/" + child
    }

    /// Whether `a` sorts before `b` comparing their UTF-8 bytes, as `sort` and git order paths.
    static func bytewiseLess(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = memcmp(left.baseAddress!, right.baseAddress!, min(left.count, right.count))
                return common != 0 ? common < 0 : left.count < right.count
            }
        }
        return (fast ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// The folder holding `path`.
    static func directory(of path: String) -> String {
        // Searched as bytes, not by `Character`: every file's path comes through here.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }
}
