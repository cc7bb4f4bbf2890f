import SwiftLexer
import SourceModel
import Migration

extension FuzzHarness {
    /// Edits are sorted, never overlap, stay in the file, start and end on token boundaries
    /// (so no UTF-8 sequence is split), carry their true positions, and change nothing after
    /// the first syntax error.
    static func checkEdits(_ edits: [Edit], file: SyntaxFile) throws(Violation) {
        let size = file.source.bytes.count
        let boundaries = Set(file.tokens.map(\.offset) + [size])
        let cutoff = file.diagnostics.map(\.offset).min() ?? size
        var cursor = 0
        var lastInsertion: Int?
        for edit in edits {
            let range = edit.range
            guard range.lowerBound >= cursor else {
                throw Violation(invariant: "edits", detail: "\(describe(edit)) overlaps or precedes the edit before it")
            }
            if range.isEmpty, lastInsertion == range.lowerBound {
                throw Violation(invariant: "edits", detail: "two insertions at offset \(range.lowerBound)")
            }
            guard range.upperBound <= size else {
                throw Violation(invariant: "edits", detail: "\(describe(edit)) ends past the file's \(size) bytes")
            }
            guard boundaries.contains(range.lowerBound), boundaries.contains(range.upperBound) else {
                throw Violation(invariant: "edits", detail: "\(describe(edit)) cuts through a token")
            }
            guard range.upperBound <= cutoff else {
                throw Violation(invariant: "syntax-cutoff", detail: "\(describe(edit)) reaches past the syntax error at \(cutoff)")
            }
            let start = file.source.location(of: range.lowerBound)
            let end = file.source.location(of: range.upperBound)
            guard (edit.line, edit.column, edit.endLine, edit.endColumn) == (start.line, start.column, end.line, end.column) else {
                throw Violation(invariant: "edits", detail: "\(describe(edit)) claims \(edit.line):\(edit.column)-\(edit.endLine):\(edit.endColumn), is \(start.line):\(start.column)-\(end.line):\(end.column)")
            }
            guard !edit.ruleID.isEmpty else {
                throw Violation(invariant: "edits", detail: "\(describe(edit)) has no rule id")
            }
            cursor = range.upperBound
            lastInsertion = range.isEmpty ? range.lowerBound : nil
        }
    }

    /// Findings are in file order, inside the file, and carry their true positions; a file with
    /// a syntax error that reports anything at all has a `syntax-error` finding at the error
    /// (a file that never mentions UIScreen is not looked at, so it reports nothing).
    static func checkFindings(_ findings: [Finding], file: SyntaxFile) throws(Violation) {
        let size = file.source.bytes.count
        var previous = 0
        for finding in findings {
            guard finding.offset >= previous, finding.offset <= size else {
                throw Violation(invariant: "findings", detail: "finding \(finding.ruleID) at \(finding.offset) is out of order or outside the file")
            }
            let location = file.source.location(of: finding.offset)
            guard (finding.line, finding.column) == (location.line, location.column) else {
                throw Violation(invariant: "findings", detail: "finding \(finding.ruleID) claims \(finding.line):\(finding.column), is \(location.line):\(location.column)")
            }
            previous = finding.offset
        }
        if !findings.isEmpty, let cutoff = file.diagnostics.map(\.offset).min(),
           !findings.contains(where: { $0.ruleID == "syntax-error" && $0.offset == cutoff }) {
            throw Violation(invariant: "syntax-cutoff", detail: "no syntax-error finding at the first diagnostic, offset \(cutoff)")
        }
    }

    /// The rewritten file lexes as cleanly as the input did, and the engine finds nothing more
    /// to rewrite in it: running screenmod twice is the same as running it once.
    ///
    /// One exception is documented by the engine: a use inside another use's rewritten
    /// expression (`UIScreen.main.bounds.insetBy(dx: UIScreen.main.scale, dy: 0)`) is left for
    /// the next run with an "overlaps another rewrite" finding. From then on each further run
    /// must still be valid and remove uses until nothing is left to do, unless `strict` is set.
    /// Without `fixedPoint` only the first output is checked.
    func checkOutput(_ output: [UInt8], input: SyntaxFile, deferred: Bool, fixedPoint: Bool) throws(Violation) {
        var output = output
        var deferred = deferred
        var uses = SourceModel(file: input).screenUses().count
        while true {
            let source = SourceText(bytes: output)
            let file = SyntaxFile(path: input.path, source: source)
            try Self.checkTokens(file)
            if input.diagnostics.isEmpty, let first = file.diagnostics.first {
                throw Violation(invariant: "clean-output", detail: "the rewrite introduced a lexer diagnostic at \(first.offset): \(first.message)")
            }
            guard fixedPoint else { return }
            let project = MigrationProject(files: [ProjectFile(path: file.path, source: source)], engine: engine)
            let again = project.migrate(path: file.path, source: source)
            guard let edit = again.edits.first else { return }
            guard deferred, !strictIdempotence else {
                throw Violation(invariant: "idempotent", detail: "a second run still makes \(again.edits.count) edit(s), first \(Self.describe(edit))")
            }
            let left = SourceModel(file: file).screenUses().count
            guard left < uses else {
                throw Violation(invariant: "converges", detail: "a further run makes \(Self.describe(edit)) but no use went away")
            }
            try Self.checkEdits(again.edits, file: file)
            try Self.checkFindings(again.findings, file: file)
            uses = left
            deferred = deferred || again.findings.contains { $0.message.contains(Self.overlapMessage) }
            output = again.edits.applied(to: output)
        }
    }

    /// The words of the engine's finding for a use left for the next run.
    static let overlapMessage = "overlaps another rewrite"

    static func describe(_ edit: Edit) -> String {
        "edit [\(edit.ruleID)] \(edit.range.lowerBound)..<\(edit.range.upperBound) -> \(String(reflecting: edit.replacement))"
    }
}
