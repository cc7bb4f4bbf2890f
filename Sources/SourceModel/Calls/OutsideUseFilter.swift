/// A test, on bytes, of whether a member name found after a `.` can be an outside use of one of
/// the project's declarations of that name. A name after `self.` or `super.` is the type's own
/// use. The bytes after the name show a call's shape well enough to rule out most calls of other
/// APIs that share the name (`snp.makeConstraints { … }` cannot call a `makeConstraints()`
/// without parameters). It never rules out what the lexed check (`SyntaxFile.otherReceiver`,
/// `CallShape.canCall`) would accept, so a file it skips holds no outside use: it spares lexing
/// that file.
public struct OutsideUseFilter: Sendable {
    /// What the project declares under one name.
    public enum Declared: Sendable {
        /// A property (or a name whose declaration is unknown): every use may reach it.
        case anything
        /// Only methods, with these parameter lists.
        case methods([[Parameter]])
    }

    private let declared: [String: Declared]

    /// A filter over `declared`, by base name; a name it lacks may be used in any way.
    public init(_ declared: [String: Declared]) {
        self.declared = declared
    }

    /// Whether the name that starts at `offset` of `buffer` may use one of its declarations.
    public func mayUse(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard !Self.isReceivedBySelf(offset, in: buffer) else { return false }
        var end = offset
        while end < buffer.count, ByteScan.isIdentifierByte(buffer[end]) { end += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self)
        guard case .methods(let overloads)? = declared[name] else { return true }
        switch Self.shape(after: end, in: buffer) {
        case .unknown: return true
        case .reference: return false
        case .call(let firstLabel):
            guard let firstLabel else { return true }
            return overloads.contains { $0.contains { $0.label == firstLabel } }
        case .trailingClosure:
            return overloads.contains { $0.last.map { $0.type.contains("->") } ?? false }
        }
    }

    /// Whether the name at `offset` follows `self.`, `super.`, `self?.` or `self!.`, with only
    /// blanks and line breaks around the dot. Anything else between them (a comment) says no.
    static func isReceivedBySelf(_ offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        var index = skippingBack(blanks, from: offset, in: buffer)
        guard index > 0, buffer[index - 1] == UInt8(ascii: ".") else { return false }
        index = skippingBack(blanks, from: index - 1, in: buffer)
        if index > 0, buffer[index - 1] == UInt8(ascii: "?") || buffer[index - 1] == UInt8(ascii: "!") { index -= 1 }
        var start = index
        while start > 0, ByteScan.isIdentifierByte(buffer[start - 1]) { start -= 1 }
        // A backtick makes `self` a plain name, which the lexed check does not read as self.
        guard start == 0 || buffer[start - 1] != UInt8(ascii: "`") else { return false }
        let word = UnsafeBufferPointer(rebasing: buffer[start..<index])
        return word.elementsEqual("self".utf8) || word.elementsEqual("super".utf8)
    }

    /// How the bytes after a name use it.
    enum Shape: Equatable {
        /// Anything the bytes cannot tell (a line break or comment next, a label in backticks).
        case unknown
        /// No call: the name is read or passed on.
        case reference
        /// A call in parentheses; the first argument's label (`_` for none), nil when there is none.
        case call(firstLabel: String?)
        /// A closure right after the name, with no parentheses.
        case trailingClosure
    }

    static func shape(after end: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Shape {
        var index = skipping([0x20, 0x09], from: end, in: buffer)
        guard index < buffer.count else { return .reference }
        switch buffer[index] {
        case UInt8(ascii: "{"): return .trailingClosure
        case UInt8(ascii: "("): break
        // A line break or comment may hide a closure or call; `?`/`!` call an optional method.
        case 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "!"): return .unknown
        default: return .reference
        }
        index = skipping([0x20, 0x09, 0x0A, 0x0D], from: index + 1, in: buffer)
        guard index < buffer.count else { return .unknown }
        if buffer[index] == UInt8(ascii: ")") { return .call(firstLabel: nil) }
        // A string is an unlabelled argument; an argument that starts with punctuation (`(x)`,
        // `.zero`, `[a]`) is not counted by `CallShape` at all, so it decides nothing here either.
        if buffer[index] == UInt8(ascii: "\"") { return .call(firstLabel: "_") }
        guard ByteScan.isIdentifierByte(buffer[index]) else { return .unknown }
        var wordEnd = index
        while wordEnd < buffer.count, ByteScan.isIdentifierByte(buffer[wordEnd]) { wordEnd += 1 }
        let colon = skipping([0x20, 0x09, 0x0A, 0x0D], from: wordEnd, in: buffer)
        if colon < buffer.count, buffer[colon] == UInt8(ascii: "/") { return .unknown }
        guard colon < buffer.count, buffer[colon] == UInt8(ascii: ":"),
              colon + 1 >= buffer.count || buffer[colon + 1] != UInt8(ascii: ":") else { return .call(firstLabel: "_") }
        return .call(firstLabel: String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<wordEnd]), as: UTF8.self))
    }

    /// The offset just after the last byte before `end` that is not one of `bytes`.
    private static func skippingBack(_ bytes: [UInt8], from end: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var index = end
        while index > 0, bytes.contains(buffer[index - 1]) { index -= 1 }
        return index
    }

    private static func skipping(_ bytes: [UInt8], from start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < buffer.count, bytes.contains(buffer[index]) { index += 1 }
        return index
    }
}
