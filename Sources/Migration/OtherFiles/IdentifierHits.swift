import SourceModel

/// Where a file spells any of a set of words as a whole identifier (letters, digits, `_`), found in
/// one pass over its bytes: each identifier is hashed and looked up, and only a hit is compared and
/// kept. Comments and strings are not told apart here; the caller filters the offsets it needs to.
struct IdentifierHits {
    /// The words looked for, by hash and by length: built once for all the files searched.
    struct Words {
        fileprivate var table: [UInt64: [String]] = [:]
        fileprivate var lengths: Set<Int> = []
        fileprivate var shortest = Int.max
        /// Whether some word starts with the byte: most identifiers are passed over on their first byte.
        fileprivate var firsts = [Bool](repeating: false, count: 256)

        init(_ words: some Sequence<String>) {
            for word in Set(words) {
                if let first = word.utf8.first { firsts[Int(first)] = true }
                table[IdentifierHits.hash(word.utf8), default: []].append(word)
                lengths.insert(word.utf8.count)
                shortest = min(shortest, word.utf8.count)
            }
        }
    }

    private(set) var offsetsByWord: [String: [Int]] = [:]

    /// The offsets at which `word` is spelled whole, in order.
    func offsets(of word: String) -> [Int] { offsetsByWord[word] ?? [] }

    init(_ bytes: FileBytes, among words: Words) {
        guard !words.table.isEmpty else { return }
        var found: [String: [Int]] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                guard ByteScan.isIdentifierByte(buffer[index]) else { index += 1; continue }
                let start = index
                while index < buffer.count, ByteScan.isIdentifierByte(buffer[index]) { index += 1 }
                guard words.firsts[Int(buffer[start])], index - start >= words.shortest,
                      words.lengths.contains(index - start) else { continue }
                let slice = UnsafeBufferPointer(rebasing: buffer[start..<index])
                guard let named = words.table[Self.hash(slice)]?.first(where: { $0.utf8.elementsEqual(slice) }) else { continue }
                found[named, default: []].append(start)
            }
        }
        offsetsByWord = found
    }

    /// FNV-1a over the bytes.
    fileprivate static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
