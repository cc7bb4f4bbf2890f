import SwiftLexer
import SourceModel
import Migration

/// A plain listing of what the lexer and the source model made of an input, for reading a
/// failing input next to the promise it broke.
enum Explain {
    /// Tokens (index, kind, offset, text), diagnostics, scopes, and the engine's edits and findings.
    static func text(of bytes: [UInt8]) -> String {
        let model = SourceModel(file: SyntaxFile(path: "Fuzz.swift", source: SourceText(bytes: bytes)))
        let file = model.file
        var lines: [String] = []
        for (index, token) in file.tokens.enumerated() {
            lines.append("token \(index) \(token.kind.name) @\(token.offset) \(String(reflecting: file.text(index)))")
        }
        for diagnostic in file.diagnostics {
            lines.append("diagnostic @\(diagnostic.offset) \(diagnostic.message)")
        }
        for (index, scope) in model.scopes.enumerated() {
            lines.append("scope \(index) \(scope.range) parent \(scope.parent.map(String.init) ?? "-") \(scope.kind)")
        }
        let project = MigrationProject(files: [ProjectFile(path: file.path, source: file.source)], engine: harness.engine)
        let result = project.migrate(path: file.path, source: file.source)
        for edit in result.edits { lines.append(FuzzHarness.describe(edit)) }
        for finding in result.findings {
            lines.append("finding [\(finding.ruleID)] @\(finding.offset) \(finding.line):\(finding.column) \(finding.message)")
        }
        return lines.joined(separator: "\n")
    }
}
