import Migration

extension Reporter {
    /// The `--format json` document; docs/json-format.md describes it field by field.
    ///
    /// Only files with edits or findings are listed; timing is left out so that equal runs
    /// produce equal documents.
    func jsonDocument() -> JSONValue {
        let listed = run.files.filter { !$0.edits.isEmpty || !$0.findings.isEmpty }
        return .object([
            ("version", .int(1)),
            ("mode", .string(run.settings.mode.rawValue)),
            ("files", .array(listed.map(Self.jsonFile))),
            ("summary", jsonSummary()),
        ])
    }

    private static func jsonFile(_ file: FileReport) -> JSONValue {
        .object([
            ("path", .string(file.path)),
            ("written", .bool(file.written)),
            ("edits", .array(file.edits.map { edit in
                .object([
                    ("rule", .string(edit.ruleID)),
                    ("line", .int(edit.line)),
                    ("column", .int(edit.column)),
                    ("endLine", .int(edit.endLine)),
                    ("endColumn", .int(edit.endColumn)),
                    ("replacement", .string(edit.replacement)),
                ])
            })),
            ("findings", .array(file.findings.map { finding in
                .object([
                    ("rule", .string(finding.ruleID)),
                    ("line", .int(finding.line)),
                    ("column", .int(finding.column)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)),
                    ("suggestion", .string(finding.suggestion)),
                    ("cause", .string(finding.cause)),
                    ("need", .string(finding.need.rawValue)),
                ])
            })),
        ])
    }

    private func jsonSummary() -> JSONValue {
        func counts(_ pairs: [(String, Int)]) -> JSONValue { .object(pairs.map { ($0.0, .int($0.1)) }) }
        let files = run.files
        return .object([
            ("filesScanned", .int(run.filesScanned)),
            ("filesWithEdits", .int(files.filter { !$0.edits.isEmpty }.count)),
            ("filesWritten", .int(files.filter(\.written).count)),
            ("edits", .int(run.editsPerRule.reduce(0) { $0 + $1.1 })),
            ("findings", .int(run.findingsPerRule.reduce(0) { $0 + $1.1 })),
            ("errors", .int(run.errorsPerKind.reduce(0) { $0 + $1.1 })),
            ("editsByRule", counts(run.editsPerRule)),
            ("findingsByRule", counts(run.findingsPerRule)),
            ("errorsByKind", counts(run.errorsPerKind)),
        ])
    }
}
