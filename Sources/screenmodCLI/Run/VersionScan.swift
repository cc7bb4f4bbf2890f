/// A cursor over a line of a build file (or a JSON object), for the few shapes a deployment
/// target takes.
struct VersionScan {
    let line: ArraySlice<UInt8>
    var position: Int

    init(_ line: ArraySlice<UInt8>, at position: Int) {
        self.line = line
        self.position = position
    }

    /// Moves past `text` when the line continues with it.
    mutating func take(_ text: String) -> Bool {
        let word = text.utf8
        guard line.endIndex - position >= word.count,
              line[position..<(position + word.count)].elementsEqual(word) else { return false }
        position += word.count
        return true
    }

    /// Moves past spaces and tabs; returns how many there were.
    @discardableResult mutating func skipBlanks() -> Int {
        let start = position
        while position < line.endIndex, line[position] == 0x20 || line[position] == 0x09 { position += 1 }
        return position - start
    }

    /// Moves past spaces, tabs and line breaks, as JSON allows between tokens.
    mutating func skipSpace() {
        while position < line.endIndex {
            switch line[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Moves past an opening `'` or `"`; false when neither comes next.
    mutating func takeQuote() -> Bool { take("'") || take("\"") }

    /// Moves past the next `byte`; false when the line has none.
    mutating func skip(past byte: UInt8) -> Bool {
        guard let found = line[position...].firstIndex(of: byte) else { return false }
        position = found + 1
        return true
    }

    /// The decimal number at the cursor, moved past; nil when there is no digit.
    mutating func number() -> Int? {
        let start = position
        while position < line.endIndex, (0x30...0x39).contains(line[position]) { position += 1 }
        guard position > start, position - start <= 9 else { return nil }
        return line[start..<position].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
