import SwiftLexer

/// A compiled `match:` pattern: Swift tokens with holes, aligned on the API it names (its anchor).
public struct Pattern: Equatable, Sendable {
    /// One element of a pattern; trivia (whitespace, newlines, comments) is never an element.
    public enum Element: Equatable, Sendable {
        /// A token that must appear with this kind and exact text.
        case token(TokenKind, String)
        /// `$NAME`: one operand expression (a primary plus its postfix chain).
        case hole(String)
        /// `$$$NAME`: the rest of a postfix chain (zero or more `.member`, calls, subscripts, `?`, `!`).
        case rest(String)
    }

    /// The pattern text as written in the rule file.
    public let text: String
    /// The pattern's tokens and holes, in order.
    public let elements: [Element]
    /// The index in `elements` of the token the pattern is lined up on: for `UIScreen.main`, the
    /// `UIScreen` token that is followed by `.`; for another anchor, the anchor's last name.
    public let anchorIndex: Int
    /// The API the pattern names, e.g. `UIScreen.main` or `UIApplication.shared.keyWindow`.
    public let anchor: Anchor

    /// Creates a pattern from already compiled parts; `Pattern.compile` is the usual way to get one.
    public init(text: String, elements: [Element], anchorIndex: Int, anchor: Anchor = .mainScreen) {
        self.text = text
        self.elements = elements
        self.anchorIndex = anchorIndex
        self.anchor = anchor
    }

    /// The names of the pattern's `$NAME` holes, in order.
    public var holeNames: [String] {
        elements.compactMap { if case .hole(let name) = $0 { return name } else { return nil } }
    }

    /// The names of the pattern's `$$$NAME` rest holes, in order.
    public var restNames: [String] {
        elements.compactMap { if case .rest(let name) = $0 { return name } else { return nil } }
    }

    /// The elements before the anchor, e.g. `1 /` in `1 / UIScreen.main.scale`; a `$NAME` hole
    /// among them always has a token on its left.
    public var prefix: ArraySlice<Element> { elements[..<anchorIndex] }

    /// The elements from the anchor on, e.g. `UIScreen . main . scale`.
    public var suffix: ArraySlice<Element> { elements[anchorIndex...] }
    /// Whether the pattern matches every use of its anchor: the anchor's names alone, then a rest
    /// hole (`UIScreen.main$$$REST`).
    public var matchesEveryUse: Bool {
        guard anchorIndex == 0, elements.count == anchor.path.count * 2, case .rest = elements.last else { return false }
        return true
    }

    /// Compiles pattern text through the Swift lexer; errors point into the rule file at `line`/`column`.
    public static func compile(_ text: String, path: String = "<pattern>", line: Int = 1,
                               column: Int = 1) -> (pattern: Pattern?, errors: [RuleError]) {
        PatternCompiler(text: text, origin: TextOrigin(path: path, line: line, column: column)).compile()
    }
}

/// The work of `Pattern.compile`: holes, lexing, then checks on the element list.
struct PatternCompiler {
    let text: String
    let origin: TextOrigin
    let bytes: [UInt8]

    init(text: String, origin: TextOrigin) {
        self.text = text
        self.origin = origin
        self.bytes = Array(text.utf8)
    }

    func compile() -> (pattern: Pattern?, errors: [RuleError]) {
        let scan = HoleScanner.scan(bytes)
        var errors = scan.problems.map { origin.error(at: $0.offset, in: bytes, $0.message) }
        var elements: [Pattern.Element] = []
        var offsets: [Int] = []
        for piece in scan.pieces {
            switch piece {
            case .hole(let name, let isRest, let range):
                elements.append(isRest ? .rest(name) : .hole(name))
                offsets.append(range.lowerBound)
            case .text(let range):
                errors += lex(range, into: &elements, offsets: &offsets)
            }
        }
        guard !elements.isEmpty else {
            return (nil, errors + [origin.error("expected a pattern of Swift tokens, e.g. 'UIScreen.main.scale'")])
        }
        let anchor = Anchor.find(in: elements)
        if anchor == nil {
            errors.append(origin.error(
                "expected the API the pattern is anchored on, e.g. 'UIScreen.main', 'UIApplication.shared.keyWindow' or '.userInterfaceIdiom'; the engine lines the pattern up with each use of it"))
        }
        errors += checkHoles(elements, offsets: offsets, anchor: anchor?.index ?? 0,
                             anchorText: anchor.map { $0.anchor.isMainScreen ? "UIScreen." : $0.anchor.description } ?? "")
        errors += checkBrackets(elements, offsets: offsets)
        guard errors.isEmpty, let anchor else { return (nil, errors) }
        return (Pattern(text: text, elements: elements, anchorIndex: anchor.index, anchor: anchor.anchor), [])
    }

    /// Lexes the literal text in `range`, appending its non-trivia tokens.
    private func lex(_ range: Range<Int>, into elements: inout [Pattern.Element],
                     offsets: inout [Int]) -> [RuleError] {
        let source = SourceText(bytes: Array(bytes[range]))
        let (tokens, diagnostics) = Lexer.tokenize(source)
        var errors = diagnostics.map {
            origin.error(at: range.lowerBound + $0.offset, in: bytes, "\($0.message) in pattern")
        }
        for token in tokens where !token.kind.isTrivia {
            let tokenText = source.text(of: token)
            if token.kind == .error && diagnostics.isEmpty {
                errors.append(origin.error(at: range.lowerBound + token.offset, in: bytes,
                                           "unexpected '\(tokenText)' in pattern"))
            }
            elements.append(.token(token.kind, tokenText))
            offsets.append(range.lowerBound + token.offset)
        }
        return errors
    }

    /// Holes before the anchor are `$NAME` after a token; never twice with one name, never two in a row.
    private func checkHoles(_ elements: [Pattern.Element], offsets: [Int], anchor: Int, anchorText: String) -> [RuleError] {
        var errors: [RuleError] = []
        var seen: Set<String> = []
        for (index, element) in elements.enumerated() {
            let spelled: String
            switch element {
            case .token: continue
            case .hole(let name): spelled = "$" + name
            case .rest(let name): spelled = "$$$" + name
            }
            let name = String(spelled.drop { $0 == "$" })
            // Before the anchor the matcher walks backwards: a `$NAME` is found between the
            // tokens around it, so it needs a token on its left; a `$$$NAME` has no such bound.
            if index < anchor, index == 0 || spelled.hasPrefix("$$$") {
                errors.append(origin.error(at: offsets[index], in: bytes,
                    "hole \(spelled) comes before the anchor '\(anchorText)' with no token on its left; "
                    + "before the anchor only a $NAME hole after a token is allowed, e.g. 'GridItem(.flexible(), spacing: $S)'"))
            }
            if !seen.insert(name).inserted {
                errors.append(origin.error(at: offsets[index], in: bytes,
                    "capture \(spelled) is defined twice in this pattern; give each hole its own name"))
            }
            if index > 0, let previous = holeSpelling(elements[index - 1]) {
                errors.append(origin.error(at: offsets[index], in: bytes,
                    "hole \(spelled) directly follows hole \(previous); put a token between them"))
            }
        }
        return errors
    }

    private func holeSpelling(_ element: Pattern.Element) -> String? {
        switch element {
        case .token: return nil
        case .hole(let name): return "$" + name
        case .rest(let name): return "$$$" + name
        }
    }

    /// Every `(`, `[`, `{` is closed by its partner, in order.
    private static let openerOfCloser: [String: String] = [")": "(", "]": "[", "}": "{"]

    private func checkBrackets(_ elements: [Pattern.Element], offsets: [Int]) -> [RuleError] {
        let partners = Self.openerOfCloser
        var open: [(text: String, offset: Int)] = []
        for (index, element) in elements.enumerated() {
            guard case .token(.punctuation, let tokenText) = element else { continue }
            if tokenText == "(" || tokenText == "[" || tokenText == "{" {
                open.append((tokenText, offsets[index]))
            } else if let partner = partners[tokenText] {
                guard let last = open.last else {
                    return [origin.error(at: offsets[index], in: bytes,
                                         "unmatched '\(tokenText)' in pattern; no '\(partner)' opens it")]
                }
                guard last.text == partner else {
                    let closer = partners.first { $0.value == last.text }?.key ?? "?"
                    return [origin.error(at: offsets[index], in: bytes,
                                         "expected '\(closer)' to close '\(last.text)' in pattern, found '\(tokenText)'")]
                }
                open.removeLast()
            }
        }
        return open.map {
            origin.error(at: $0.offset, in: bytes, "unclosed '\($0.text)' in pattern")
        }
    }
}
