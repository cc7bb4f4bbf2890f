/// Splits pattern and template text into literal text and `$NAME` / `$$$NAME` holes.
///
/// Holes are found before lexing because `$$$` is not Swift: the lexer only ever sees the
/// literal text between holes. `$0` and `$name` (lower case) stay Swift text; a malformed
/// hole is reported and dropped, so it causes no second error.
enum HoleScanner {
    /// A piece of scanned text.
    enum Piece: Equatable {
        /// Literal text, as a byte range of the input.
        case text(Range<Int>)
        /// A hole: its name, whether it is a `$$$` rest hole, and its byte range.
        case hole(name: String, isRest: Bool, range: Range<Int>)
    }

    /// The pieces of `bytes` plus the problems found, as (byte offset, message).
    static func scan(_ bytes: [UInt8]) -> (pieces: [Piece], problems: [(offset: Int, message: String)]) {
        var pieces: [Piece] = []
        var problems: [(Int, String)] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "$") else {
                index += 1
                continue
            }
            // A hole may touch the token before it (`bounds$$$REST`), so no look-behind.
            let isRest = bytes[index...].starts(with: Array("$$$".utf8))
            let nameStart = index + (isRest ? 3 : 1)
            var nameEnd = nameStart
            while nameEnd < bytes.count && isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
            let startsUpper = nameStart < bytes.count && isUpper(bytes[nameStart])
            if !isRest && !startsUpper {
                // `$0`, `$name`: Swift's own dollar identifiers.
                index = max(nameEnd, index + 1)
                continue
            }
            if textStart < index { pieces.append(.text(textStart..<index)) }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            if !startsUpper {
                problems.append((index, "expected a capture name in capitals after '$$$', e.g. $$$REST"))
            } else if !name.utf8.allSatisfy({ isUpper($0) || isDigit($0) || $0 == UInt8(ascii: "_") }) {
                let sigil = isRest ? "$$$" : "$"
                problems.append((index, "capture name '\(sigil)\(name)' may use only capital letters, digits and '_'"))
            } else {
                pieces.append(.hole(name: name, isRest: isRest, range: index..<nameEnd))
            }
            index = nameEnd
            textStart = nameEnd
        }
        if textStart < bytes.count { pieces.append(.text(textStart..<bytes.count)) }
        return (pieces, problems)
    }

    /// Whether `byte` can continue a Swift identifier (non-ASCII bytes count, conservatively).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    static func isUpper(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
