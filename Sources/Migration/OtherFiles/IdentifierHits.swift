import SourceModel

/// Where a file spells any of a set of words as a whole identifier (letters, digits, `_`), found in
/// one pass over its bytes: each identifier is hashed and looked up, and only a hit is compared and
/// kept. Comments and strings are not told apart here; the caller filters the offsets it needs to.
struct IdentifierHits {
    /// The words looked for, by hash and by length: built once for all the files searched.
    struct Words {
        fileprivate var table: [UInt64: [String]] = [:]
        /// Bit `n` set where some word is `n` bytes long (`n` under 64); longer words in `longLengths`.
        fileprivate var lengthBits: UInt64 = 0
        fileprivate var longLengths: Set<Int> = []
        fileprivate var shortest = Int.max
        /// Whether some word starts with the byte: most identifiers are passed over on their first byte.
        fileprivate var firsts = [Bool](repeating: false, count: 256)

        init(_ words: some Sequence<String>) {
            for word in Set(words) {
                if let first = word.utf8.first { firsts[Int(first)] = true }
                table[IdentifierHits.hash(word.utf8), default: []].append(word)
                let length = word.utf8.count
                if length < 64 { lengthBits |= 1 << UInt64(length) } else { longLengths.insert(length) }
                shortest = min(shortest, length)
            }
        }

        /// Whether some word is `length` bytes long.
        @inline(__always) fileprivate func hasLength(_ length: Int) -> Bool {
            length < 64 ? lengthBits & (1 << UInt64(length)) != 0 : longLengths.contains(length)
        }
    }

    /// Per byte value, whether it can be part of an identifier (`ByteScan.isIdentifierByte`), looked up
    /// rather than compared: the scan reads every byte of every file searched.
    private static let identifierBytes: [Bool] = (0...255).map { ByteScan.isIdentifierByte(UInt8($0)) }

    private(set) var offsetsByWord: [String: [Int]] = [:]

    /// The offsets at which `word` is spelled whole, in order.
    func offsets(of word: String) -> [Int] { offsetsByWord[word] ?? [] }

    init(_ bytes: FileBytes, among words: Words) {
        guard !words.table.isEmpty else { return }
        var found: [String: [Int]] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            Self.identifierBytes.withUnsafeBufferPointer { isWord in
                words.firsts.withUnsafeBufferPointer { firsts in
                    var index = 0
                    while index < count {
                        guard isWord[Int(base[index])] else { index += 1; continue }
                        let start = index
                        index += 1
                        while index < count, isWord[Int(base[index])] { index += 1 }
                        let length = index - start
                        guard firsts[Int(base[start])], length >= words.shortest, words.hasLength(length) else { continue }
                        let slice = UnsafeBufferPointer(start: base + start, count: length)
                        guard let named = words.table[Self.hash(slice)]?.first(where: { $0.utf8.elementsEqual(slice) }) else { continue }
                        found[named, default: []].append(start)
                    }
                }
            }
        }
        offsetsByWord = found
    }

    /// FNV-1a over the bytes.
    fileprivate static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
