/// Which of some files spell each capitalised word (a type-like name, `CardView`), keyed by a hash
/// of its bytes: built in one pass over each file's bytes, with no lexing and no string per word,
/// so that a search for one type's name reads only the files that may spell it. A hash match may
/// be another word (or one in a comment or a string): callers check the file itself.
public struct CapitalisedWords: Sendable {
    private var files: [UInt64: [Int]] = [:]

    /// The words of `contents`, by their position in it.
    public init(_ contents: [FileBytes]) {
        let perFile = concurrentMap(contents) { bytes in bytes.withUnsafeBufferPointer(Self.words) }
        for (position, words) in perFile.enumerated() {
            for word in words { files[word, default: []].append(position) }
        }
    }

    /// The positions of the files that may spell `name`, in order.
    public func files(spelling name: String) -> [Int] {
        files[Self.hash(Array(name.utf8)[...])] ?? []
    }

    /// The hashes of the words starting with `A`–`Z` in `buffer`, each once.
    private static func words(_ buffer: UnsafeBufferPointer<UInt8>) -> Set<UInt64> {
        var found: Set<UInt64> = []
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            guard ByteScan.isIdentifierByte(byte) else { index += 1; continue }
            let start = index
            while index < buffer.count, ByteScan.isIdentifierByte(buffer[index]) { index += 1 }
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { found.insert(hash(buffer[start..<index])) }
        }
        return found
    }

    /// FNV-1a over `bytes`.
    private static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return value
    }
}
