/// One replacement of a byte range; a file's edits are sorted and never overlap.
public struct Edit: Hashable, Sendable {
    /// The bytes replaced, as offsets into the original file.
    public var range: Range<Int>
    /// The new text for those bytes.
    public var replacement: String
    /// The id of the rule that made this edit, e.g. `scale-uikit`.
    public var ruleID: String
    /// 1-based line of the first replaced byte.
    public var line: Int
    /// 1-based UTF-8 byte column of the first replaced byte.
    public var column: Int
    /// 1-based line of the byte just past the replaced range.
    public var endLine: Int
    /// 1-based UTF-8 byte column of the byte just past the replaced range.
    public var endColumn: Int
    /// Where the replacement repeats bytes of the file verbatim (a rule's captures), so an edit
    /// inside them can be carried into it; the engine's final edits have none.
    var copied: [CopiedSpan] = []

    /// Creates an edit.
    public init(range: Range<Int>, replacement: String, ruleID: String,
                line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.range = range
        self.replacement = replacement
        self.ruleID = ruleID
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

extension Edit {
    /// The parts of the replaced range that the replacement does not repeat: code that is gone
    /// once the edit is made.
    var rewrittenParts: [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for span in copied.map(\.source).sorted(by: { $0.lowerBound < $1.lowerBound }) where span.lowerBound >= start {
            if span.lowerBound > start { parts.append(start..<span.lowerBound) }
            start = span.upperBound
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }
}

extension Array where Element == Edit {
    /// Applies sorted, non-overlapping edits to `bytes`.
    public func applied(to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + count * 16)
        var cursor = 0
        for edit in self {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }
}
