import SwiftLexer
import SourceModel

/// The last check before anything is shown or written: the file is lexed again as the edits
/// leave it, and every token outside the edits must read as before, at its shifted place, with
/// the same kind, length and (for an operator) fixity, and the lexer must report nothing new.
/// The per-edit boundary checks catch the known ways an edit changes its neighbours; this one
/// catches any other, for the whole file, at the price of one more lexing pass.
extension MigrationEngine {
    /// The index of the first token outside `edits` that reads differently once they are
    /// applied to `file`, or nil when none does.
    static func firstChangedToken(_ edits: [Edit], in file: SyntaxFile) -> Int? {
        guard !edits.isEmpty else { return nil }
        let new = SourceText(bytes: edits.applied(to: file.source.bytes))
        let (tokens, diagnostics) = Lexer.tokenize(new)
        var edit = 0, shift = 0, cursor = 0
        for (index, token) in file.tokens.enumerated() {
            while edit < edits.count, edits[edit].range.upperBound <= token.offset {
                shift += edits[edit].replacement.utf8.count - edits[edit].range.count
                edit += 1
            }
            if edit < edits.count, token.offset < edits[edit].range.upperBound, token.end > edits[edit].range.lowerBound {
                continue
            }
            let expected = token.offset + shift
            while cursor < tokens.count, tokens[cursor].end <= expected { cursor += 1 }
            guard cursor < tokens.count, tokens[cursor].offset == expected, tokens[cursor].length == token.length,
                  tokens[cursor].kind == token.kind else { return index }
            if token.kind == .operator, Lexer.fixity(of: token, in: file.source) != Lexer.fixity(of: tokens[cursor], in: new) {
                return index
            }
        }
        if diagnostics.count > file.diagnostics.count {
            return file.count > 0 ? file.tokenIndex(at: min(diagnostics[0].offset, file.source.bytes.count - 1)) : nil
        }
        return nil
    }

    /// The edits when the file reads the same outside them; otherwise none, and a finding at
    /// the change nearest the first token that would read differently.
    static func verified(_ edits: [Edit], _ findings: [Finding], model: SourceModel) -> ([Edit], [Finding]) {
        guard let changed = firstChangedToken(edits, in: model.file) else { return (edits, findings) }
        let offset = model.file.tokens[changed].offset
        let nearest = edits.min { abs($0.range.lowerBound - offset) < abs($1.range.lowerBound - offset) }!
        let (line, column) = model.file.location(changed)
        let finding = Finding(ruleID: nearest.ruleID, line: line, column: column, offset: offset,
                              message: "not rewritten: the rewrites in this file would change how the code here is read, so none was made",
                              suggestion: "make the changes by hand, then run screenmod again; please report the file so the rule can be fixed")
        return ([], (findings + [finding]).sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) })
    }
}
