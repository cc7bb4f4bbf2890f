/// fnmatch-style glob matching on `/`-separated paths, where `**` spans any number of folders.
enum Glob {
    /// Whether `pattern` matches the whole of `path`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map { Array($0.utf8) }
        let pathParts = path.split(separator: "/").map { Array($0.utf8) }
        return matchParts(patternParts[...], pathParts[...])
    }

    /// What is wrong with `pattern`, or nil when it is a valid glob: an empty pattern, a `[`
    /// without its `]`, or a trailing backslash, each of which would otherwise silently match
    /// something other than what the user meant.
    static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "the pattern is empty" }
        for part in pattern.split(separator: "/") {
            let bytes = Array(part.utf8)
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else {
                        return "'\\' at the end of '\(part)' escapes nothing (write '\\\\' for a backslash)"
                    }
                    index += 2
                case UInt8(ascii: "["):
                    var end = index + 1
                    if end < bytes.count, bytes[end] == UInt8(ascii: "!") || bytes[end] == UInt8(ascii: "^") { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: "]") { end += 1 }
                    while end < bytes.count, bytes[end] != UInt8(ascii: "]") { end += 1 }
                    guard end < bytes.count else {
                        return "the '[' in '\(part)' has no closing ']' (write '\\[' for a literal bracket)"
                    }
                    index = end + 1
                default:
                    index += 1
                }
            }
        }
        return nil
    }

    private static func matchParts(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".utf8) {
            let rest = pattern.dropFirst()
            // `**` takes zero, one, or more whole folders.
            var tail = path
            while true {
                if matchParts(rest, tail) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        }
        guard let head = path.first, matchComponent(first[...], head[...]) else { return false }
        return matchParts(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one path component against one pattern component (`*`, `?`, `[…]`, `\` escapes).
    static func matchComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        var starP = -1
        var starN = -1
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                starP = p
                starN = n
                p += 1
                continue
            }
            if p < pattern.endIndex, let next = matchOne(pattern, at: p, byte: name[n]) {
                p = next
                n += 1
                continue
            }
            // Backtrack: let the last `*` swallow one more byte.
            guard starP >= 0 else { return false }
            starN += 1
            n = starN
            p = starP + 1
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }

    /// If the pattern element at `index` matches `byte`, the index after that element.
    private static func matchOne(_ pattern: ArraySlice<UInt8>, at index: Int, byte: UInt8) -> Int? {
        switch pattern[index] {
        case UInt8(ascii: "?"):
            return index + 1
        case UInt8(ascii: "["):
            return matchClass(pattern, at: index, byte: byte)
        case UInt8(ascii: "\\") where index + 1 < pattern.endIndex:
            return pattern[index + 1] == byte ? index + 2 : nil
        case let literal:
            return literal == byte ? index + 1 : nil
        }
    }

    /// Matches a `[abc]`, `[a-z]` or `[!abc]` class; an unclosed `[` is a literal.
    private static func matchClass(_ pattern: ArraySlice<UInt8>, at start: Int, byte: UInt8) -> Int? {
        var index = start + 1
        let negated = index < pattern.endIndex && (pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^"))
        if negated { index += 1 }
        var matched = false
        var first = true
        while index < pattern.endIndex, pattern[index] != UInt8(ascii: "]") || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.endIndex, pattern[index + 1] == UInt8(ascii: "-"), pattern[index + 2] != UInt8(ascii: "]") {
                if low <= byte && byte <= pattern[index + 2] { matched = true }
                index += 3
            } else {
                if low == byte { matched = true }
                index += 1
            }
        }
        guard index < pattern.endIndex else {
            return byte == UInt8(ascii: "[") ? start + 1 : nil
        }
        return matched != negated ? index + 1 : nil
    }
}

extension ExcludePattern {
    /// Whether this pattern excludes the file or folder at absolute `path`.
    ///
    /// A pattern without `/` matches any single component (a file name or a folder name); a
    /// pattern with `/` matches the path relative to `base`, or any folder prefix of it.
    func excludes(_ path: String) -> Bool {
        var pattern = self.pattern
        while pattern.hasSuffix("/") && pattern.count > 1 { pattern.removeLast() }
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if !pattern.contains("/") {
            let inside = PathName.isInside(path, base) ? PathName.relative(path, to: base) : path
            return inside.split(separator: "/").contains { Glob.matchComponent(Array(pattern.utf8)[...], Array($0.utf8)[...]) }
        }
        let subject: String
        if pattern.hasPrefix("/") {
            subject = path
        } else {
            guard PathName.isInside(path, base) else { return false }
            subject = PathName.relative(path, to: base)
        }
        let parts = subject.split(separator: "/")
        // Matching a folder excludes everything inside it.
        for count in stride(from: parts.count, through: 1, by: -1)
        where Glob.matches(pattern, parts.prefix(count).joined(separator: "/")) {
            return true
        }
        return false
    }
}
