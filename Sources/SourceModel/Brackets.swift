import SwiftLexer

/// Matched brackets of a file: `()`, `[]`, `{}` and interpolation `\(` … `)`.
///
/// Built with an explicit stack, so deep nesting cannot overflow; unbalanced input leaves
/// the unmatched brackets without a partner instead of failing.
public struct Brackets: Sendable {
    /// For each token index, the index of its partner bracket, or -1.
    public let partner: [Int32]

    /// Matches the brackets of `file`.
    public init(_ file: SyntaxFile) {
        var partner = [Int32](repeating: -1, count: file.count)
        var open = OpenBrackets()
        let bytes = file.source.bytes
        for (index, token) in file.tokens.enumerated() {
            let kind = token.kind
            guard kind == .punctuation || kind == .stringDelimiter else { continue }
            let last = bytes[token.end - 1]
            if kind == .stringDelimiter {
                // `\(` and `\#(` open an interpolation; a lone `)` delimiter closes one.
                if last == UInt8(ascii: "("), token.length >= 2 {
                    open.push(index, closer: .paren)
                } else if token.length == 1, last == UInt8(ascii: ")") {
                    open.close(index, .paren, &partner)
                }
                continue
            }
            guard token.length == 1 else { continue }
            switch last {
            case UInt8(ascii: "("): open.push(index, closer: .paren)
            case UInt8(ascii: "["): open.push(index, closer: .square)
            case UInt8(ascii: "{"): open.push(index, closer: .brace)
            case UInt8(ascii: ")"): open.close(index, .paren, &partner)
            case UInt8(ascii: "]"): open.close(index, .square, &partner)
            case UInt8(ascii: "}"): open.close(index, .brace, &partner)
            default: break
            }
        }
        self.partner = partner
    }

    /// The partner of the bracket at `index`, if it has one.
    @inlinable public func match(_ index: Int) -> Int? {
        guard index >= 0, index < partner.count else { return nil }
        let value = partner[index]
        return value >= 0 ? Int(value) : nil
    }
}

/// The openers not closed yet, innermost last, with the positions of each shape's openers so
/// that a closer finds its nearest opener without a search: N unclosed `(` followed by N
/// stray `]` searched the whole stack for every `]`, a quadratic pass.
private struct OpenBrackets {
    enum Closer: Int { case paren, square, brace }

    /// Token indices of the open openers, innermost last.
    private var stack: [Int] = []
    /// For each closer shape, the positions in `stack` of the openers it closes, rising.
    private var positions: [[Int]] = [[], [], []]

    mutating func push(_ index: Int, closer: Closer) {
        positions[closer.rawValue].append(stack.count)
        stack.append(index)
    }

    /// Recovers from a missing closer by popping to the nearest opener of the same shape;
    /// a closer with no such opener stays unmatched.
    mutating func close(_ index: Int, _ closer: Closer, _ partner: inout [Int32]) {
        guard let depth = positions[closer.rawValue].last else { return }
        let opener = stack[depth]
        stack.removeSubrange(depth...)
        // Each position is removed once, so this costs what the pushes did.
        for shape in positions.indices {
            while let last = positions[shape].last, last >= depth { positions[shape].removeLast() }
        }
        partner[opener] = Int32(index)
        partner[index] = Int32(opener)
    }
}

extension SourceModel {
    /// The first brace of the file without a partner, as a problem the compiler rejects the file
    /// for: a `{` never closed, or a `}` that closes nothing. The lexer has no such diagnostic, and
    /// a file whose braces do not balance has no structure to reason about (which type and member
    /// hold a use) after that point.
    public var unbalancedBrace: LexDiagnostic? {
        for index in file.tokens.indices where file.tokens[index].kind == .punctuation && brackets.match(index) == nil {
            let line = file.location(index).line
            if file.punctuation(index, "{") {
                return LexDiagnostic(offset: file.tokens[index].offset,
                                     message: "the braces of this file do not balance: the `{` on line \(line) has no `}` to close it")
            }
            if file.punctuation(index, "}") {
                return LexDiagnostic(offset: file.tokens[index].offset,
                                     message: "the braces of this file do not balance: the `}` on line \(line) closes no `{`")
            }
        }
        return nil
    }
}
