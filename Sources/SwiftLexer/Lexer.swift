/// Turns a file's bytes into tokens. Placeholder until the lexer lands: one error token.
public enum Lexer {
    /// Lexes `source` into tokens that cover every byte, plus diagnostics.
    public static func tokenize(_ source: SourceText) -> (tokens: [Token], diagnostics: [LexDiagnostic]) {
        guard !source.bytes.isEmpty else { return ([], []) }
        return ([Token(kind: .error, offset: 0, length: source.bytes.count)],
                [LexDiagnostic(offset: 0, message: "lexer not implemented")])
    }
}
