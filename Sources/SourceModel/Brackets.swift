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
        var stack: [(index: Int, closer: UInt8)] = []
        let bytes = file.source.bytes
        for (index, token) in file.tokens.enumerated() {
            let kind = token.kind
            guard kind == .punctuation || kind == .stringDelimiter else { continue }
            let last = bytes[token.end - 1]
            if kind == .stringDelimiter {
                // `\(` and `\#(` open an interpolation; a lone `)` delimiter closes one.
                if last == UInt8(ascii: "("), token.length >= 2 {
                    stack.append((index, UInt8(ascii: ")")))
                } else if token.length == 1, last == UInt8(ascii: ")") {
                    Brackets.close(index, UInt8(ascii: ")"), &stack, &partner)
                }
                continue
            }
            guard token.length == 1 else { continue }
            switch last {
            case UInt8(ascii: "("): stack.append((index, UInt8(ascii: ")")))
            case UInt8(ascii: "["): stack.append((index, UInt8(ascii: "]")))
            case UInt8(ascii: "{"): stack.append((index, UInt8(ascii: "}")))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                Brackets.close(index, last, &stack, &partner)
            default: break
            }
        }
        self.partner = partner
    }

    private static func close(_ index: Int, _ closer: UInt8,
                              _ stack: inout [(index: Int, closer: UInt8)], _ partner: inout [Int32]) {
        // Recover from a missing closer by popping to the nearest opener of the same shape;
        // a closer with no such opener stays unmatched.
        guard let depth = stack.lastIndex(where: { $0.closer == closer }) else { return }
        let opener = stack[depth].index
        stack.removeSubrange(depth...)
        partner[opener] = Int32(index)
        partner[index] = Int32(opener)
    }

    /// The partner of the bracket at `index`, if it has one.
    @inlinable public func match(_ index: Int) -> Int? {
        guard index >= 0, index < partner.count else { return nil }
        let value = partner[index]
        return value >= 0 ? Int(value) : nil
    }
}
