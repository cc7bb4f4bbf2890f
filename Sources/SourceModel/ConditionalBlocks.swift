import SwiftLexer

/// One `#if` … `#endif` region: the directive tokens that open, divide and close it.
public struct ConditionalBlock: Equatable, Sendable {
    /// Token index of `#if`.
    public var start: Int
    /// Token indices of `#elseif` and `#else` directives, in order.
    public var clauses: [Int]
    /// Token index of `#endif`, or nil when the file ends first.
    public var end: Int?
}

extension SyntaxFile {
    /// The `#if` regions of the file, outermost first in order of their `#if`.
    public func conditionalBlocks() -> [ConditionalBlock] {
        var blocks: [ConditionalBlock] = []
        var open: [Int] = []
        for index in tokens.indices where tokens[index].kind == .directive {
            if token(index, is: "#if") {
                open.append(blocks.count)
                blocks.append(ConditionalBlock(start: index, clauses: [], end: nil))
            } else if token(index, is: "#elseif") || token(index, is: "#else") {
                if let current = open.last { blocks[current].clauses.append(index) }
            } else if token(index, is: "#endif") {
                if let current = open.popLast() { blocks[current].end = index }
            }
        }
        return blocks
    }

    /// Whether the token at `index` is `#if`, `#elseif`, `#else` or `#endif`.
    public func isConditionalDirective(_ index: Int) -> Bool {
        tokens[index].kind == .directive
            && (token(index, is: "#if") || token(index, is: "#elseif")
                || token(index, is: "#else") || token(index, is: "#endif"))
    }
}
