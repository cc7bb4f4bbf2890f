/// How loudly a finding speaks.
public enum Severity: String, Sendable, Equatable {
    /// Work a person must do.
    case warning
    /// Context only, e.g. a related call site of a helper.
    case note
    /// The file could not be processed as asked.
    case error
}

/// A use that was not rewritten, with the reason and what to do instead.
public struct Finding: Equatable, Sendable {
    /// The id of the rule that reported it.
    public var ruleID: String
    /// 1-based line of the use's first token.
    public var line: Int
    /// 1-based UTF-8 byte column of the use's first token.
    public var column: Int
    /// Byte offset of the use's first token.
    public var offset: Int
    /// How loudly it speaks.
    public var severity: Severity
    /// Why nothing was rewritten here.
    public var message: String
    /// What a person should write instead.
    public var suggestion: String

    /// Creates a finding.
    public init(ruleID: String, line: Int, column: Int, offset: Int, severity: Severity = .warning,
                message: String, suggestion: String) {
        self.ruleID = ruleID
        self.line = line
        self.column = column
        self.offset = offset
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
    }
}
