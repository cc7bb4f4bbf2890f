import SwiftLexer
import SourceModel

/// Keeps an edit from changing how the code around it is read.
///
/// Swift decides whether an operator is prefix, postfix or infix from the characters next to
/// it, and two tokens written side by side can fuse into one. A template's own spacing
/// (`/ max(…)` for a match written `1/UIScreen.main.scale`) can therefore turn `1/` into a
/// postfix operator and the file stops parsing. An edit first gives back the tokens it would
/// only write again, so the source's own spacing around them stays; then its edges are checked.
extension Edit {
    /// The edit without the leading operators its replacement repeats unchanged (`/` in
    /// `/ UIScreen.main.scale` -> `/ max(…)`): it starts at the first token that really changes,
    /// and the source's spacing after the repeated tokens stays as written.
    func keepingRepeatedLead(in file: SyntaxFile) -> Edit {
        let replacement = SyntaxFile(text: self.replacement)
        var source = file.significant(atOrAfter: file.tokenIndex(at: range.lowerBound))
        var written = replacement.significant(atOrAfter: 0)
        var kept = 0
        while let old = source, let new = written, file.tokens[old].end < range.upperBound,
              file.tokens[old].kind == .operator, replacement.tokens[new].kind == .operator,
              file.text(old) == replacement.text(new),
              let nextOld = file.next(after: old), let nextNew = replacement.next(after: new) {
            source = nextOld
            written = nextNew
            kept += 1
        }
        guard kept > 0, let old = source, let new = written else { return self }
        let dropped = replacement.tokens[new].offset
        var trimmed = Edit.at(file.tokens[old].offset..<range.upperBound,
                              String(decoding: Array(self.replacement.utf8)[dropped...], as: UTF8.self),
                              in: file.source, rule: ruleID)
        trimmed.copied = copied.compactMap { span in
            span.offset >= dropped ? CopiedSpan(source: span.source, offset: span.offset - dropped) : nil
        }
        return trimmed
    }

    /// Why the edit would change how a neighbouring token is read, or nil when it does not: an
    /// operator touching it would change fixity, or the replacement would fuse with a token.
    ///
    /// Only tokens that touch the edit can change (whitespace between keeps both sides as they
    /// are). The code around the edit is lexed as it reads before and after, a byte beyond each
    /// touching token included, since fixity looks one byte out; a token counts as changed only
    /// when the two readings differ, so a window that lexes oddly on its own flags nothing.
    func boundaryProblem(in file: SyntaxFile) -> String? {
        let bytes = file.source.bytes
        let before = range.lowerBound > 0 ? touching(file.tokenIndex(at: range.lowerBound - 1), in: file) : nil
        let after = range.upperBound < bytes.count ? touching(file.tokenIndex(at: range.upperBound), in: file) : nil
        guard before != nil || after != nil else { return nil }
        let start = before.map { max(file.tokens[$0].offset - 1, 0) } ?? range.lowerBound
        let end = after.map { min(file.tokens[$0].end + 1, bytes.count) } ?? range.upperBound
        let old = SourceText(bytes: Array(bytes[start..<end]))
        let new = SourceText(bytes: Array(bytes[start..<range.lowerBound]) + Array(replacement.utf8)
                             + Array(bytes[range.upperBound..<end]))
        let oldTokens = Lexer.tokenize(old).tokens, newTokens = Lexer.tokenize(new).tokens
        for (neighbour, shift) in [(before, 0), (after, replacement.utf8.count - range.count)] {
            guard let neighbour else { continue }
            let token = file.tokens[neighbour]
            let was = Token(kind: token.kind, offset: token.offset - start, length: token.length)
            let now = Token(kind: token.kind, offset: was.offset + shift, length: token.length)
            guard let oldReading = Self.reading(was, oldTokens, old) else { continue }
            let newReading = Self.reading(now, newTokens, new)
            if newReading == nil { return "`\(file.source.text(of: token))` would run into the replacement" }
            if newReading != oldReading {
                return "the spacing around `\(file.source.text(of: token))` would change how Swift reads it"
            }
        }
        return nil
    }

    /// The token at `index` when it is code that touches the edit: not trivia, and not part of
    /// a string, whose bounds its delimiters fix.
    private func touching(_ index: Int, in file: SyntaxFile) -> Int? {
        let kind = file.tokens[index].kind
        return kind.isTrivia || kind == .string || kind == .stringDelimiter ? nil : index
    }

    /// How `token` reads in a lexed window: its fixity when it is an operator, `.infix` for any
    /// other token it still is; nil when the window has no token with its bounds and kind.
    private static func reading(_ token: Token, _ tokens: [Token], _ text: SourceText) -> OperatorFixity? {
        guard let found = tokens.first(where: { $0.offset == token.offset }),
              found.length == token.length, found.kind == token.kind else { return nil }
        return token.kind == .operator ? Lexer.fixity(of: found, in: text) : .infix
    }
}
