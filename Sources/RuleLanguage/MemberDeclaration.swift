import SwiftLexer

/// A stored property that a rewrite inserts once at the top of the enclosing type.
///
/// The engine reuses an existing property with the same attribute (of any name) instead of
/// adding a second one when the attribute names a value (`@Environment(\.displayScale)`), and
/// binds `{member}` to the property's name.
public struct MemberDeclaration: Equatable, Sendable {
    /// The declaration as written, e.g. `@Environment(\.displayScale) private var displayScale`.
    public let text: String
    /// The attribute's tokens joined without trivia, e.g. `@Environment(\.displayScale)`, or nil if none.
    public let attribute: String?
    /// The declared property's name, e.g. `displayScale`.
    public let name: String

    /// The attribute when it names the value the property holds (`@Environment(\.displayScale)`),
    /// so that any property with it can be reused; nil for a bare attribute such as `@State`,
    /// which says nothing about what the property means.
    public var valueAttribute: String? {
        attribute.flatMap { $0.contains("(") ? $0 : nil }
    }

    /// Creates a declaration from parts; `MemberDeclaration.parse` is the usual way to get one.
    public init(text: String, attribute: String?, name: String) {
        self.text = text
        self.attribute = attribute
        self.name = name
    }

    /// Parses the text after `member:`; errors point into the rule file at `line`/`column`.
    public static func parse(_ text: String, path: String = "<member>", line: Int = 1,
                             column: Int = 1) -> (declaration: MemberDeclaration?, errors: [RuleError]) {
        let origin = TextOrigin(path: path, line: line, column: column)
        let bytes = Array(text.utf8)
        let source = SourceText(bytes: bytes)
        let (allTokens, diagnostics) = Lexer.tokenize(source)
        let errors = diagnostics.map { origin.error(at: $0.offset, in: bytes, "\($0.message) in member declaration") }
        guard errors.isEmpty else { return (nil, errors) }
        let tokens = allTokens.filter { !$0.kind.isTrivia }
        var index = 0
        var attributes: [String] = []
        while index < tokens.count, source.text(of: tokens[index]).hasPrefix("@") {
            guard let (attribute, next) = readAttribute(tokens, from: index, in: source) else {
                return (nil, [origin.error(at: tokens[index].offset, in: bytes,
                                           "unclosed '(' in the member declaration's attribute")])
            }
            attributes.append(attribute)
            index = next
        }
        if attributes.count > 1 {
            return (nil, [origin.error("expected at most one attribute in a member declaration, found "
                                       + attributes.joined(separator: " "))])
        }
        while index < tokens.count, !["var", "let"].contains(source.text(of: tokens[index])) { index += 1 }
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else {
            return (nil, [origin.error("expected 'var NAME' in the member declaration, e.g. "
                                       + "'@Environment(\\.displayScale) private var displayScale'")])
        }
        let name = source.text(of: tokens[index + 1])
        return (MemberDeclaration(text: text, attribute: attributes.first, name: name), [])
    }

    /// The attribute starting at `start` (`@Name` or `@` `Name`, then a balanced argument list).
    private static func readAttribute(_ tokens: [Token], from start: Int,
                                      in source: SourceText) -> (String, Int)? {
        var index = start
        var text = source.text(of: tokens[index])
        index += 1
        if text == "@", index < tokens.count {
            text += source.text(of: tokens[index])
            index += 1
        }
        guard index < tokens.count, source.text(of: tokens[index]) == "(" else { return (text, index) }
        var depth = 0
        while index < tokens.count {
            let piece = source.text(of: tokens[index])
            text += piece
            index += 1
            if piece == "(" { depth += 1 }
            if piece == ")" { depth -= 1 }
            if depth == 0 { return (text, index) }
        }
        return nil
    }
}
