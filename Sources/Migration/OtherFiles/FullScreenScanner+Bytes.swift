/// Byte-level helpers of the property-list and build-setting scans.
extension FullScreenScanner {
    /// Whether `bytes` hold `text` at `offset`.
    static func starts(_ bytes: [UInt8], _ text: String, at offset: Int) -> Bool {
        offset <= bytes.count && bytes[offset...].starts(with: text.utf8)
    }

    /// The offset of the first `byte` at or after `start`.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        start < bytes.count ? bytes[start...].firstIndex(of: byte) : nil
    }

    /// The offset of the first `text` at or after `start`.
    static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = text.utf8.first else { return nil }
        var position = start
        while let candidate = firstIndex(of: first, in: bytes, from: position) {
            if starts(bytes, text, at: candidate) { return candidate }
            position = candidate + 1
        }
        return nil
    }

    /// The offset just past the first `text` at or after `start`, or the end of `bytes`.
    static func end(of text: String, in bytes: [UInt8], from start: Int) -> Int {
        find(text, in: bytes, from: start).map { $0 + text.utf8.count } ?? bytes.count
    }

    /// The offset of the next element after `start`, past whitespace and `<!-- -->` comments.
    static func nextElement(in bytes: [UInt8], from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            if isBlank(bytes[position]) {
                position += 1
            } else if starts(bytes, "<!--", at: position) {
                position = end(of: "-->", in: bytes, from: position + 4)
            } else {
                break
            }
        }
        return position
    }

    /// A build setting's value: the text after its `=` up to the line's end, a `;` or a `//`
    /// comment, without blanks and quotes.
    static func value(after start: Int, in bytes: [UInt8]) -> String {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, bytes[end] != UInt8(ascii: ";"),
              !starts(bytes, "//", at: end) {
            end += 1
        }
        let text = trimmed(bytes[start..<end])
        return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }

    /// Whether a build setting's value turns a Boolean on.
    static func isTrue(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.lowercased())
    }

    /// `bytes` as text without leading and trailing blanks and line breaks.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, isBlank(first) { slice = slice.dropFirst() }
        while let last = slice.last, isBlank(last) { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
