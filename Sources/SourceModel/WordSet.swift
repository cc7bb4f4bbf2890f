#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small fixed set of words that a token can be tested against without making a `String`
/// or hashing: the parser asks this of almost every token, and most answers are no.
public struct WordSet: Sendable {
    /// The words' bytes, grouped by length (index = length).
    private let byLength: [[[UInt8]]]

    public init(_ words: [String]) {
        let longest = words.map(\.utf8.count).max() ?? 0
        var groups = [[[UInt8]]](repeating: [], count: longest + 1)
        for word in words { groups[word.utf8.count].append(Array(word.utf8)) }
        byLength = groups
    }

    /// Whether the token at `index` of `file` is one of the words.
    public func contains(_ index: Int, in file: SyntaxFile) -> Bool {
        guard index >= 0, index < file.tokens.count else { return false }
        let token = file.tokens[index]
        guard token.length < byLength.count, !byLength[token.length].isEmpty else { return false }
        return file.source.bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress! + token.offset
            return byLength[token.length].contains { word in
                word.withUnsafeBufferPointer { memcmp(start, $0.baseAddress!, token.length) == 0 }
            }
        }
    }

    /// Whether `text` is one of the words.
    public func contains(_ text: String) -> Bool {
        let count = text.utf8.count
        return count < byLength.count && byLength[count].contains { $0.elementsEqual(text.utf8) }
    }
}
