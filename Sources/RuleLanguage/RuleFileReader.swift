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
struct RuleFileReader {
    let path: String
    var errors: [RuleError] = []

    init(path: String) {
        self.path = path
    }

    /// The file's entries in order; `\n`, `\r\n` and `\r` all end a line, and a leading BOM is ignored.
    mutating func read(_ text: String) -> [RuleEntry] {
        var lines = Self.split(text)
        if let first = lines.first, first.unicodeScalars.first == "\u{FEFF}" {
            lines[0] = String(String.UnicodeScalarView(first.unicodeScalars.dropFirst()))
        }
        var entries: [RuleEntry] = []
        var pendingBlock: [(number: Int, text: String)] = []
        func flushBlock() {
            // Blank lines after a block separate it from what follows; they are not part of it.
            while let last = pendingBlock.last, Self.isBlank(last.text) { pendingBlock.removeLast() }
            if !pendingBlock.isEmpty { entries.append(.block(makeBlock(pendingBlock))) }
            pendingBlock = []
        }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if Self.isBlank(line) {
                if !pendingBlock.isEmpty { pendingBlock.append((number, line)) }
            } else if line.utf8.first == UInt8(ascii: " ") || line.utf8.first == UInt8(ascii: "\t") {
                pendingBlock.append((number, line))
            } else {
                flushBlock()
                if line.utf8.first == UInt8(ascii: "#") { continue }
                if let field = field(line, number: number) { entries.append(.field(field)) }
            }
        }
        flushBlock()
        return entries
    }

    /// Parses `key: value`; anything else at column 1 is an error.
    private mutating func field(_ line: String, number: Int) -> FieldLine? {
        let utf8 = Array(line.utf8)
        var keyEnd = 0
        while keyEnd < utf8.count, Self.isKeyByte(utf8[keyEnd]) { keyEnd += 1 }
        guard keyEnd > 0, keyEnd < utf8.count, utf8[keyEnd] == UInt8(ascii: ":") else {
            errors.append(RuleError(path: path, line: number, column: 1,
                                    message: "expected 'key: value', a '#' comment or an indented example line,"
                                        + " found '\(line)'"))
            return nil
        }
        let key = String(decoding: utf8[..<keyEnd], as: UTF8.self)
        guard let field = RuleField(rawValue: key) else {
            let known = RuleField.allCases.map(\.rawValue).joined(separator: ", ")
            errors.append(RuleError(path: path, line: number, column: 1,
                                    message: "unknown field '\(key)'; expected one of: \(known)"))
            return nil
        }
        var valueStart = keyEnd + 1
        while valueStart < utf8.count, utf8[valueStart] == UInt8(ascii: " ") || utf8[valueStart] == UInt8(ascii: "\t") {
            valueStart += 1
        }
        let value = String(decoding: utf8[valueStart...], as: UTF8.self).trimmingTrailingSpaces()
        return FieldLine(key: key, field: field, value: value, line: number, valueColumn: valueStart + 1)
    }

    /// Strips the block's common indentation; lines must be indented by at least two spaces.
    private mutating func makeBlock(_ lines: [(number: Int, text: String)]) -> BlockLines {
        var indent = Int.max
        for line in lines where !Self.isBlank(line.text) {
            let spaces = Self.leadingSpaces(line.text)
            if line.text.utf8.dropFirst(spaces).first == UInt8(ascii: "\t") {
                errors.append(RuleError(path: path, line: line.number, column: spaces + 1,
                                        message: "expected spaces, not a tab, to indent an example line"))
            } else if spaces < 2 {
                errors.append(RuleError(path: path, line: line.number, column: 1,
                                        message: "expected at least 2 spaces of indentation in an example block"))
            }
            indent = min(indent, spaces)
        }
        let body = lines.map { line -> String in
            String(decoding: line.text.utf8.dropFirst(min(indent, Self.leadingSpaces(line.text))), as: UTF8.self)
        }
        return BlockLines(text: body.joined(separator: "\n") + "\n", line: lines[0].number)
    }

    /// Splits at `\n`, `\r\n` and `\r` (Swift treats `\r\n` as one character).
    /// Works on the UTF-8 bytes: splitting by `Character` cost more than the rest of parsing
    /// the built-in rules, which every run does.
    static func split(_ text: String) -> [String] {
        var lines: [String] = []
        let bytes = text.utf8
        var start = bytes.startIndex, index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(String(text[start..<index]))
            index = bytes.index(after: index)
            if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
        }
        // A final line ending does not start another line.
        if start < bytes.endIndex || lines.isEmpty { lines.append(String(text[start...])) }
        return lines
    }

    static func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// How many spaces the line starts with.
    private static func leadingSpaces(_ line: String) -> Int {
        line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-")
    }
}
