import SwiftLexer
import SourceModel
import RuleLanguage

/// What happens at one use: edits, or a finding (no edit and no finding where a disabled rule
/// silences it).
enum Outcome: Sendable {
    case edits([Edit])
    case finding(Finding)

    /// The rule id and line a suppression comment is checked against.
    func position(model: SourceModel, use: Use) -> (String, Int) {
        switch self {
        case .edits(let edits): return (edits.first?.ruleID ?? "", model.file.location(use.first).line)
        case .finding(let finding): return (finding.ruleID, finding.line)
        }
    }

    /// The outcome as findings, for `--report-suppressed`.
    func asFindings(model: SourceModel, use: Use) -> [Finding] {
        switch self {
        case .finding(let finding): return [finding]
        case .edits(let edits):
            let (line, column) = model.file.location(use.first)
            return edits.prefix(1).map {
                Finding(ruleID: $0.ruleID, line: line, column: column, offset: model.file.tokens[use.first].offset,
                        severity: .note, message: "suppressed rewrite to `\($0.replacement)`", suggestion: "")
            }
        }
    }
}

/// One proof as a decision found it: held or missing, in words for `explain`.
public struct ProofLine: Equatable, Sendable {
    /// Which count.
    public var kind: ProofKind
    /// Whether it holds.
    public var holds: Bool
    /// What proves it, or what is missing.
    public var text: String
    /// For a missing proof, what to do about it.
    public var suggestion: String?
}

/// What was decided at one use and why, found once: the run applies the outcome, `explain`
/// prints it; nothing decides a use again to describe it.
public struct Decision: Sendable {
    /// The use.
    public let use: Use
    /// The edits or the finding.
    var outcome: Outcome
    /// The rule that decided: `unhandled` where none did.
    public var ruleID: String
    /// The proofs of the rewrite rule that decided, or of the first one whose proof failed.
    public var proofs: [ProofLine] = []
    /// One line per rule tried, when the decision was recorded for `explain --verbose`.
    public var trial: [String] = []
    /// What the conditions saw, when the decision was recorded for `explain --verbose`.
    public var facts: [String] = []
    /// What a later stage of the run did with the outcome (an overlap, a syntax error, a suppression).
    public var stage: String?

    /// The edits made, if the use was rewritten.
    public var edits: [Edit] {
        if case .edits(let edits) = outcome { return edits }
        return []
    }

    /// The finding reported, if any.
    public var finding: Finding? {
        if case .finding(let finding) = outcome { return finding }
        return nil
    }
}
