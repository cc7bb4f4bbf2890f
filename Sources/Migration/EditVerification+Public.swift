import SourceModel

extension MigrationEngine {
    /// Whether `file` reads the same outside `edits` once they are applied: the check a run
    /// makes of its own edits, for a set of edits chosen after the run (the suggested fixes a
    /// person accepts, alone or with the safe edits).
    public static func readsTheSame(after edits: [Edit], in file: SyntaxFile) -> Bool {
        firstChangedToken(edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }, in: file) == nil
    }
}
