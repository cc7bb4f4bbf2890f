// Keyword look-up without allocating: a word of up to 16 bytes is packed into two UInt64s
// and found in a small open-addressing hash table.

/// Words the lexer classifies as `.keyword`: swift-syntax's lexer-classified keywords plus `_`.
///
/// These can never be identifiers without backticks. `open`, `await`, `some`, `any` and the
/// other context-dependent words are *contextual* keywords and stay `.identifier`.
let reservedKeywords: [StaticString] = [
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while", "_",
]

/// Words that act as keywords only in some positions; the lexer leaves them `.identifier`.
let contextualKeywordWords: [StaticString] = [
    "actor", "any", "assignment", "associativity", "async", "await", "borrowing", "consume",
    "consuming", "convenience", "copy", "didSet", "discard", "distributed", "dynamic", "each",
    "final", "get", "higherThan", "indirect", "infix", "isolated", "lazy", "left", "lowerThan",
    "macro", "mutating", "none", "nonisolated", "nonmutating", "open", "optional", "override",
    "package", "postfix", "precedence", "prefix", "Protocol", "reasync", "required", "right",
    "sending", "set", "some", "then", "Type", "unowned", "unsafe", "weak", "willSet", "yield",
    "_modify", "_read",
]

/// A word of at most 16 bytes packed little-endian into two words, plus its length.
struct PackedWord: Equatable {
    var low: UInt64
    var high: UInt64
    var length: Int

    /// Packs `count` bytes from `start` by plain byte reads (no padding needed).
    init(_ start: UnsafePointer<UInt8>, count: Int) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < count && index < 8 {
            low |= UInt64(start[index]) << (8 * UInt64(index))
            index += 1
        }
        while index < count && index < 16 {
            high |= UInt64(start[index]) << (8 * UInt64(index - 8))
            index += 1
        }
        self.init(low: low, high: high, length: count)
    }

    /// Packs `count` (1...16) bytes from `start` with two unaligned loads; the 16 bytes from
    /// `start` must be readable (the lexer's buffer is padded).
    @inline(__always)
    init(padded start: UnsafePointer<UInt8>, count: Int) {
        let raw = UnsafeRawPointer(start)
        var low = raw.loadUnaligned(as: UInt64.self).littleEndian
        var high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
        if count < 8 {
            low &= (UInt64(1) << (8 * UInt64(count))) &- 1
            high = 0
        } else if count < 16 {
            high &= (UInt64(1) << (8 * UInt64(count - 8))) &- 1
        }
        self.init(low: low, high: high, length: count)
    }

    init(low: UInt64, high: UInt64, length: Int) {
        self.low = low
        self.high = high
        self.length = length
    }

    /// Slot in a table of `mask + 1` entries.
    @inline(__always)
    func slot(_ mask: Int) -> Int {
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }
}

/// What a word is to the lexer.
enum WordClass: UInt8 {
    case plain = 0
    case reserved = 1
    case contextual = 2
}

/// An open-addressing hash table of the reserved and contextual keywords.
struct KeywordTable: Sendable {
    /// Slot count minus one; the slot count is a power of two well above the word count.
    let mask = 511
    /// Packed words; a zero length marks an empty slot.
    private(set) var lows: [UInt64]
    private(set) var highs: [UInt64]
    private(set) var lengths: [UInt8]
    private(set) var classes: [UInt8]

    init() {
        lows = Array(repeating: 0, count: 512)
        highs = lows
        lengths = Array(repeating: 0, count: 512)
        classes = lengths
        for word in reservedKeywords { insert(word, .reserved) }
        for word in contextualKeywordWords { insert(word, .contextual) }
    }

    private mutating func insert(_ word: StaticString, _ wordClass: WordClass) {
        let packed = word.withUTF8Buffer { PackedWord($0.baseAddress!, count: $0.count) }
        var slot = packed.slot(mask)
        while lengths[slot] != 0 { slot = (slot + 1) & mask }
        lows[slot] = packed.low
        highs[slot] = packed.high
        lengths[slot] = UInt8(packed.length)
        classes[slot] = wordClass.rawValue
    }

    /// The class of `word` (`.plain` when it is no keyword).
    @inline(__always)
    func classify(_ word: PackedWord) -> WordClass {
        var slot = word.slot(mask)
        return lows.withUnsafeBufferPointer { lows in
            while lengths[slot] != 0 {
                if lows[slot] == word.low && highs[slot] == word.high && Int(lengths[slot]) == word.length {
                    return WordClass(rawValue: classes[slot]) ?? .plain
                }
                slot = (slot + 1) & mask
            }
            return .plain
        }
    }

    /// The table every lexer run shares.
    static let shared = KeywordTable()
}
