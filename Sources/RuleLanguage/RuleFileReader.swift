/// A `key: value` line at column 1.
struct FieldLine {
    /// The key, e.g. `match`.
    var key: String
    /// The field `key` names.
    var field: RuleField
    /// The value after the colon and the spaces following it.
    var value: String
    /// 1-based line.
    var line: Int
    /// 1-based UTF-8 byte column where `value` starts.
    var valueColumn: Int
}

/// An indented block: the text with common indentation stripped.
struct BlockLines {
    /// The block's text; lines joined by `\n`, ending with `\n`.
    var text: String
    /// 1-based line of the block's first line.
    var line: Int
}

/// One unit of a rule file after the line pass.
enum RuleEntry {
    case field(FieldLine)
    case block(BlockLines)

    var line: Int {
        switch self {
        case .field(let field): return field.line
        case .block(let block): return block.line
        }
    }
}

/// The line pass: splits a rule file into fields and indented blocks, dropping comments and blank lines.
///
/// It works on the file's UTF-8 bytes and makes a string only of what a rule keeps (a field's
/// value, a block's text): every run reads the whole built-in pack, so a string per line cost
/// more than the rest of the parse.
struct RuleFileReader {
    let path: String
    var errors: [RuleError] = []

    init(path: String) {
        self.path = path
    }

    /// The file's entries in order; `\n`, `\r\n` and `\r` all end a line, and a leading BOM is ignored.
    mutating func read(_ text: String) -> [RuleEntry] {
        var text = text
        return text.withUTF8 { read(bytes: $0) }
    }

    private mutating func read(bytes: UnsafeBufferPointer<UInt8>) -> [RuleEntry] {
        var lines = Self.lineRanges(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lines[0] = 3..<lines[0].upperBound }
        var entries: [RuleEntry] = []
        var pendingBlock: [(number: Int, range: Range<Int>)] = []
        func flushBlock() {
            // Blank lines after a block separate it from what follows; they are not part of it.
            while let last = pendingBlock.last, Self.isBlank(bytes[last.range]) { pendingBlock.removeLast() }
            if !pendingBlock.isEmpty { entries.append(.block(makeBlock(pendingBlock, in: bytes))) }
            pendingBlock = []
        }
        for (index, range) in lines.enumerated() {
            let number = index + 1
            let line = bytes[range]
            if Self.isBlank(line) {
                if !pendingBlock.isEmpty { pendingBlock.append((number, range)) }
            } else if line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t") {
                pendingBlock.append((number, range))
            } else {
                flushBlock()
                if line.first == UInt8(ascii: "#") { continue }
                if let field = field(line, number: number) { entries.append(.field(field)) }
            }
        }
        flushBlock()
        return entries
    }

    /// Parses `key: value`; anything else at column 1 is an error.
    private mutating func field(_ line: Slice<UnsafeBufferPointer<UInt8>>, number: Int) -> FieldLine? {
        var keyEnd = line.startIndex
        while keyEnd < line.endIndex, Self.isKeyByte(line[keyEnd]) { keyEnd += 1 }
        guard keyEnd > line.startIndex, keyEnd < line.endIndex, line[keyEnd] == UInt8(ascii: ":") else {
            errors.append(RuleError(path: path, line: number, column: 1,
                                    message: "expected 'key: value', a '#' comment or an indented example line,"
                                        + " found '\(String(decoding: line, as: UTF8.self))'"))
            return nil
        }
        let key = String(decoding: line[..<keyEnd], as: UTF8.self)
        guard let field = RuleField(rawValue: key) else {
            let known = RuleField.allCases.map(\.rawValue).joined(separator: ", ")
            errors.append(RuleError(path: path, line: number, column: 1,
                                    message: "unknown field '\(key)'; expected one of: \(known)"))
            return nil
        }
        var valueStart = keyEnd + 1
        while valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") || line[valueStart] == UInt8(ascii: "\t") {
            valueStart += 1
        }
        var valueEnd = line.endIndex
        while valueEnd > valueStart, line[valueEnd - 1] == UInt8(ascii: " ") || line[valueEnd - 1] == UInt8(ascii: "\t") {
            valueEnd -= 1
        }
        return FieldLine(key: key, field: field, value: String(decoding: line[valueStart..<valueEnd], as: UTF8.self),
                         line: number, valueColumn: valueStart - line.startIndex + 1)
    }

    /// Strips the block's common indentation; lines must be indented by at least two spaces.
    private mutating func makeBlock(_ lines: [(number: Int, range: Range<Int>)],
                                    in bytes: UnsafeBufferPointer<UInt8>) -> BlockLines {
        var indent = Int.max
        for line in lines where !Self.isBlank(bytes[line.range]) {
            let spaces = Self.leadingSpaces(bytes[line.range])
            if bytes[line.range].dropFirst(spaces).first == UInt8(ascii: "\t") {
                errors.append(RuleError(path: path, line: line.number, column: spaces + 1,
                                        message: "expected spaces, not a tab, to indent an example line"))
            } else if spaces < 2 {
                errors.append(RuleError(path: path, line: line.number, column: 1,
                                        message: "expected at least 2 spaces of indentation in an example block"))
            }
            indent = min(indent, spaces)
        }
        var text: [UInt8] = []
        text.reserveCapacity(lines.reduce(0) { $0 + $1.range.count + 1 })
        for line in lines {
            text += bytes[line.range].dropFirst(min(indent, Self.leadingSpaces(bytes[line.range])))
            text.append(0x0A)
        }
        return BlockLines(text: String(decoding: text, as: UTF8.self), line: lines[0].number)
    }

    /// Each line's byte range, without its ending: a line ends at `\n`, `\r\n` or `\r`
    /// (Swift treats `\r\n` as one character), and a final line ending starts no other line.
    static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            lines.append(start..<index - 1)
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            start = index
        }
        if start < bytes.count || lines.isEmpty { lines.append(start..<bytes.count) }
        return lines
    }

    static func isBlank(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// How many spaces the line starts with.
    private static func leadingSpaces(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        line.prefix { $0 == UInt8(ascii: " ") }.count
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-")
    }
}
