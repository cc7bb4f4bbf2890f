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
        // Applied suggested fixes are edits now; each keeps its applicability and caveat.
        var edits = file.edits.map { (edit: $0, caveat: String?.none) }
        for finding in file.fixed {
            edits += (finding.fix?.edits ?? []).map { (edit: $0, caveat: finding.fix?.message ?? "") }
        }
        edits.sort { ($0.edit.range.lowerBound, $0.edit.range.upperBound) < ($1.edit.range.lowerBound, $1.edit.range.upperBound) }
        return .object([
            ("path", .string(file.path)),
            ("written", .bool(file.written)),
            ("edits", .array(edits.map { edit, caveat in
                var fields = jsonLocation(edit) + [
                    ("replacement", .string(edit.replacement)),
                    ("applicability", .string(caveat == nil ? Applicability.safe.rawValue : Applicability.suggested.rawValue)),
                ]
                fields.insert(("rule", .string(edit.ruleID)), at: 0)
                if let caveat { fields.append(("caveat", .string(caveat))) }
                return .object(fields)
            })),
            ("findings", .array(file.findings.map { jsonFinding($0, path: file.path) })),
        ])
    }

    private static func jsonFinding(_ finding: Finding, path: String) -> JSONValue {
        .object([
            ("rule", .string(finding.ruleID)),
            ("line", .int(finding.line)),
            ("column", .int(finding.column)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("suggestion", .string(finding.suggestion)),
            ("cause", .string(finding.cause)),
            ("need", .string(finding.need.rawValue)),
            // Ruff's shape: the applicability, the caveat as its message, and the edits.
            ("fix", finding.fix.map { fix in
                .object([
                    ("applicability", .string(fix.applicability.rawValue)),
                    ("message", .string(fix.message)),
                    ("edits", .array(fix.edits.map { edit in
                        .object([("path", .string(path))] + jsonLocation(edit) + [("replacement", .string(edit.replacement))])
                    })),
                ])
            } ?? .null),
            ("related", .array(finding.related.map { .string($0) })),
        ])
    }

    private static func jsonLocation(_ edit: Edit) -> [(String, JSONValue)] {
        [("line", .int(edit.line)), ("column", .int(edit.column)),
         ("endLine", .int(edit.endLine)), ("endColumn", .int(edit.endColumn))]
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
            ("suggestedFixes", .int(run.offeredFixes)),
            ("suggestedFixesApplied", .int(run.fixedCount)),
            ("editsByRule", counts(run.editsPerRule)),
            ("findingsByRule", counts(run.findingsPerRule)),
            ("errorsByKind", counts(run.errorsPerKind)),
        ])
    }
}
