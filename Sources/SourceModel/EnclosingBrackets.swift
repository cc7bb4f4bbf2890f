import SwiftLexer

/// For every token, the nearest `(`, `[`, `{` or `;` before it that is not inside a bracket
/// group closed before it, the nearest such `(`, `[` or `{`, and the nearest such `{`: what a
/// walk backward that skips whole groups meets first.
///
/// One forward pass instead of a walk per question: walking back from each of N closures that
/// sit side by side in one body (N closure-initialised `lazy var`s) crossed all the earlier
/// ones, a quadratic pass.
struct EnclosingBrackets: Sendable {
    /// Index of the nearest open `(`, `[`, `{` or `;` before each token, or -1.
    private let nearest: [Int32]
    /// Index of the nearest open `(`, `[` or `{` before each token, or -1: past every `;`, so that
    /// on a line of N statements a token's group is not found by a walk over the `;` before it.
    private let nearestGroup: [Int32]
    /// Index of the nearest open `{` before each token, or -1.
    private let nearestBrace: [Int32]

    init(_ file: SyntaxFile, _ brackets: Brackets) {
        var nearest = [Int32](repeating: -1, count: file.count + 1)
        var nearestGroup = [Int32](repeating: -1, count: file.count + 1)
        var nearestBrace = [Int32](repeating: -1, count: file.count + 1)
        // The tokens a backward walk from here would stop at, in file order, each with the
        // nearest bracket and the nearest `{` at or below it.
        var open: [(index: Int32, group: Int32, brace: Int32)] = []
        let bytes = file.source.bytes
        for (index, token) in file.tokens.enumerated() {
            nearest[index] = open.last?.index ?? -1
            nearestGroup[index] = open.last?.group ?? -1
            nearestBrace[index] = open.last?.brace ?? -1
            if let opener = brackets.match(index), opener < index {
                // A closed group hides everything from its opener on.
                while let top = open.last, Int(top.index) >= opener { open.removeLast() }
            }
            guard token.kind == .punctuation, token.length == 1 else { continue }
            switch bytes[token.offset] {
            case UInt8(ascii: "{"): open.append((Int32(index), Int32(index), Int32(index)))
            case UInt8(ascii: "("), UInt8(ascii: "["): open.append((Int32(index), Int32(index), open.last?.brace ?? -1))
            case UInt8(ascii: ";"): open.append((Int32(index), open.last?.group ?? -1, open.last?.brace ?? -1))
            default: break
            }
        }
        nearest[file.count] = open.last?.index ?? -1
        nearestGroup[file.count] = open.last?.group ?? -1
        nearestBrace[file.count] = open.last?.brace ?? -1
        self.nearest = nearest
        self.nearestGroup = nearestGroup
        self.nearestBrace = nearestBrace
    }

    /// The nearest open `(`, `[`, `{` or `;` before `index`.
    func opener(before index: Int) -> Int? {
        let value = nearest[min(max(index, 0), nearest.count - 1)]
        return value >= 0 ? Int(value) : nil
    }

    /// The nearest open `(`, `[` or `{` before `index`: `opener(before:)` past every `;`.
    func group(before index: Int) -> Int? {
        let value = nearestGroup[min(max(index, 0), nearestGroup.count - 1)]
        return value >= 0 ? Int(value) : nil
    }

    /// The nearest open `{` before `index`.
    func brace(before index: Int) -> Int? {
        let value = nearestBrace[min(max(index, 0), nearestBrace.count - 1)]
        return value >= 0 ? Int(value) : nil
    }
}
