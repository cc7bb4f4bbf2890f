import SwiftLexer
import SourceModel
import RuleLanguage

/// Why the engine did what it did at one use, for `screenmod explain`: read from the decision
/// the run made, verdict first.
public struct UseExplanation: Sendable {
    /// 1-based line of the use.
    public var line: Int
    /// 1-based column of the use.
    public var column: Int
    /// The use as written (`UIScreen.main.bounds.width`).
    public var spelled: String
    /// The id of the rule that decided (`unhandled` when none did).
    public var ruleID: String
    /// One line: the rewrite made, or the finding reported, or why nothing is.
    public var verdict: String
    /// The four proofs of the rewrite rule that decided or whose proof failed; empty for a report rule.
    public var proofs: [ProofLine]
    /// What to write instead, for a finding.
    public var suggestion: String?
    /// The suggested fix's replacement text, when the finding has one.
    public var fix: String?
    /// What the conditions see: type, context, member, closure, moments, roles, containers.
    public var facts: [String]
    /// One line per rule tried, in order, up to the one that decided.
    public var trial: [String]
}

extension MigrationEngine {
    /// Explains every use on `line` of the file (all uses when `line` is nil), from the decisions
    /// a run of the file makes.
    public func explain(_ model: SourceModel, index: TypeIndex, line: Int?,
                        project: ProjectFacts = ProjectFacts()) -> [UseExplanation] {
        decisions(model, index: index, project: project).decisions
            .filter { line == nil || model.file.location($0.use.first).line == line }
            .map { explanation(of: $0, model: model) }
    }

    func explanation(of decision: Decision, model: SourceModel) -> UseExplanation {
        let file = model.file
        let (line, column) = file.location(decision.use.first)
        let end = model.postfixChainEnd(after: decision.use.main)
        var verdict: String
        switch decision.outcome {
        case .edits(let edits) where !edits.isEmpty:
            verdict = "rewritten by \(decision.ruleID): `\(edits[0].replacement)`"
        case .edits:
            verdict = decision.ruleID.isEmpty ? "nothing to do here" : "\(decision.ruleID) claims it and reports nothing (the rule is disabled)"
        case .finding(let finding):
            verdict = "finding [\(finding.ruleID)]: \(finding.message)"
        }
        if let stage = decision.stage { verdict += "; \(stage)" }
        return UseExplanation(line: line, column: column, spelled: file.compactText(from: decision.use.first, through: end),
                              ruleID: decision.ruleID, verdict: verdict, proofs: decision.proofs,
                              suggestion: decision.finding?.suggestion, fix: decision.finding?.fix?.edits.first?.replacement,
                              facts: decision.facts, trial: decision.trial)
    }

    /// What the conditions see at a use, for `explain --verbose`.
    func describe(_ facts: SiteFacts) -> [String] {
        var lines = ["type: " + facts.typeTags.sorted().joined(separator: ", ")
                     + (facts.resolution.map { " (\($0.description))" } ?? "")]
        lines.append("context: " + facts.context.placement.rawValue + ", member: " + (facts.memberName ?? "none"))
        let moments = facts.moments.described
        lines.append("moments: " + (moments.isEmpty ? "none" : moments.joined(separator: "; ")))
        let roles = facts.roles.ordered.map { "\($0.role.rawValue) (\($0.reason))" }
        lines.append("roles: " + (roles.isEmpty ? "none" : roles.joined(separator: "; ")))
        lines.append("closure: " + facts.closureTags.sorted().joined(separator: ", ")
                     + "; self: " + facts.context.selfAccess.rawValue
                     + (facts.context.selfName == "self" ? "" : " (written \(facts.context.selfName))"))
        lines.append("containers: " + (facts.containers.isEmpty ? "none" : facts.containers.map { candidate in
            "\(candidate.kind.rawValue) (\(candidate.origin)" + (candidate.obstacle.map { ": \($0.message)" } ?? "") + ")"
        }.joined(separator: "; ")))
        lines.append("scene: \(facts.scene ?? "unavailable"); use: \(facts.useTags.sorted().joined(separator: ", ")); min-ios: \(settings.minIOS)")
        return lines
    }
}
