// Byte and Unicode character classes for the lexer. ASCII bytes are classified by one table
// lookup; non-ASCII scalars (rare in code) by binary search over the ranges of the Swift
// grammar as swift-syntax implements them (C99 Annex X identifier ranges).

/// Bit flags of `CharacterClass.table`, one byte per ASCII (and non-ASCII) byte value.
enum ByteClass {
    /// `A-Z a-z _`.
    static let identifierStart: UInt8 = 1
    /// `A-Z a-z 0-9 _ $`.
    static let identifierContinue: UInt8 = 2
    /// ASCII operator characters except `.`: `/ = - + ! * % < > & | ^ ~ ?`.
    static let operatorCharacter: UInt8 = 4
    /// `0-9`.
    static let digit: UInt8 = 8
    /// `0-9 a-f A-F`.
    static let hexDigit: UInt8 = 16
    /// Bytes a string literal's text can skip without a closer look.
    static let stringPlain: UInt8 = 32
    /// Bytes a `//` comment can skip without a closer look.
    static let lineCommentPlain: UInt8 = 64
    /// Bytes a `/* */` comment can skip without a closer look.
    static let blockCommentPlain: UInt8 = 128
}

/// The byte-class table and Unicode range tests.
enum CharacterClass {
    /// One `ByteClass` flag set per byte value.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        func set(_ bytes: String, _ flag: UInt8) {
            for byte in bytes.utf8 { table[Int(byte)] |= flag }
        }
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"
        set(letters, ByteClass.identifierStart | ByteClass.identifierContinue)
        set("0123456789$", ByteClass.identifierContinue)
        set("/=-+!*%<>&|^~?", ByteClass.operatorCharacter)
        set("0123456789", ByteClass.digit)
        set("0123456789abcdefABCDEF", ByteClass.hexDigit)
        for byte in 1..<0x80 {
            let plainLine = byte != 0x0A && byte != 0x0D
            if plainLine { table[byte] |= ByteClass.lineCommentPlain }
            if plainLine && byte != 0x5C && byte != 0x22 { table[byte] |= ByteClass.stringPlain }
            if byte != 0x2F && byte != 0x2A { table[byte] |= ByteClass.blockCommentPlain }
        }
        return table
    }()

    /// Non-ASCII identifier characters (continuation), as closed ranges `[low, high]` in order.
    static let identifierContinueRanges: [UInt32] = {
        var ranges: [UInt32] = [
            0xA8, 0xA8, 0xAA, 0xAA, 0xAD, 0xAD, 0xAF, 0xAF, 0xB2, 0xB5, 0xB7, 0xBA, 0xBC, 0xBE,
            0xC0, 0xD6, 0xD8, 0xF6, 0xF8, 0xFF, 0x100, 0x167F, 0x1681, 0x180D, 0x180F, 0x1FFF,
            0x200B, 0x200D, 0x202A, 0x202E, 0x203F, 0x2040, 0x2054, 0x2054, 0x2060, 0x206F,
            0x2070, 0x218F, 0x2460, 0x24FF, 0x2776, 0x2793, 0x2C00, 0x2DFF, 0x2E80, 0x2FFF,
            0x3004, 0x3007, 0x3021, 0x302F, 0x3031, 0x303F, 0x3040, 0xD7FF,
            0xF900, 0xFD3D, 0xFD40, 0xFDCF, 0xFDF0, 0xFE44, 0xFE47, 0xFFF8,
        ]
        // Planes 1 through 14, each but its last two code points.
        for plane in UInt32(1)...14 { ranges += [plane << 16, (plane << 16) | 0xFFFD] }
        return ranges
    }()

    /// Combining marks: identifier characters that cannot start an identifier.
    static let combiningRanges: [UInt32] = [
        0x300, 0x36F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE20, 0xFE2F,
    ]

    /// Non-ASCII operator-head characters.
    static let operatorStartRanges: [UInt32] = [
        0xA1, 0xA7, 0xA9, 0xA9, 0xAB, 0xAC, 0xAE, 0xAE, 0xB0, 0xB1, 0xB6, 0xB6, 0xBB, 0xBB,
        0xBF, 0xBF, 0xD7, 0xD7, 0xF7, 0xF7, 0x2016, 0x2017, 0x2020, 0x2027, 0x2030, 0x203E,
        0x2041, 0x2053, 0x2055, 0x205E, 0x2190, 0x23FF, 0x2500, 0x2775, 0x2794, 0x2BFF,
        0x2E00, 0x2E7F, 0x3001, 0x3003, 0x3008, 0x3030,
    ]

    /// Characters that may continue, but not start, an operator.
    static let operatorOnlyContinueRanges: [UInt32] = [
        0x300, 0x36F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE00, 0xFE0F, 0xFE20, 0xFE2F,
        0xE0100, 0xE01EF,
    ]

    /// Whether `scalar` lies in one of the closed ranges of `ranges` (pairs, sorted).
    static func contains(_ ranges: [UInt32], _ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if scalar < ranges[2 * mid] {
                high = mid - 1
            } else if scalar > ranges[2 * mid + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Whether the non-ASCII `scalar` may continue an identifier.
    static func isIdentifierContinue(_ scalar: UInt32) -> Bool {
        contains(identifierContinueRanges, scalar)
    }

    /// Whether the non-ASCII `scalar` may start an identifier.
    static func isIdentifierStart(_ scalar: UInt32) -> Bool {
        isIdentifierContinue(scalar) && !contains(combiningRanges, scalar)
    }

    /// Whether the non-ASCII `scalar` may start an operator.
    static func isOperatorStart(_ scalar: UInt32) -> Bool {
        contains(operatorStartRanges, scalar)
    }

    /// Whether the non-ASCII `scalar` may continue an operator.
    static func isOperatorContinue(_ scalar: UInt32) -> Bool {
        isOperatorStart(scalar) || contains(operatorOnlyContinueRanges, scalar)
    }
}

/// Decodes the UTF-8 scalar at `p`, whose first byte is at least 0x80. Returns the scalar and
/// its length in bytes, or length 0 when the bytes there are not valid UTF-8. Reads at most
/// four bytes; the caller's buffer is padded so reading past the end is safe (and invalid).
@inline(__always)
func decodeUTF8(_ b: UnsafePointer<UInt8>, _ p: Int) -> (scalar: UInt32, length: Int) {
    let b0 = UInt32(b[p])
    let b1 = UInt32(b[p + 1])
    if b0 >= 0xC2 && b0 <= 0xDF {
        guard b1 & 0xC0 == 0x80 else { return (0, 0) }
        return ((b0 & 0x1F) << 6 | (b1 & 0x3F), 2)
    }
    let b2 = UInt32(b[p + 2])
    if b0 >= 0xE0 && b0 <= 0xEF {
        let low: UInt32 = b0 == 0xE0 ? 0xA0 : 0x80
        let high: UInt32 = b0 == 0xED ? 0x9F : 0xBF
        guard b1 >= low && b1 <= high && b2 & 0xC0 == 0x80 else { return (0, 0) }
        return ((b0 & 0x0F) << 12 | (b1 & 0x3F) << 6 | (b2 & 0x3F), 3)
    }
    let b3 = UInt32(b[p + 3])
    if b0 >= 0xF0 && b0 <= 0xF4 {
        let low: UInt32 = b0 == 0xF0 ? 0x90 : 0x80
        let high: UInt32 = b0 == 0xF4 ? 0x8F : 0xBF
        guard b1 >= low && b1 <= high && b2 & 0xC0 == 0x80 && b3 & 0xC0 == 0x80 else { return (0, 0) }
        return ((b0 & 0x07) << 18 | (b1 & 0x3F) << 12 | (b2 & 0x3F) << 6 | (b3 & 0x3F), 4)
    }
    return (0, 0)
}
