import SwiftLexer
import SourceModel
import RuleLanguage

/// Why the engine did what it did at one use, for `screenmod explain`.
public struct UseExplanation: Sendable {
    /// 1-based line and column of the use.
    public var line: Int
    /// 1-based column of the use.
    public var column: Int
    /// What the conditions see: type, context, member, closure, use.
    public var facts: [String]
    /// One line per rule tried, in order, up to the one that decided.
    public var trace: [String]
    /// The decision: the edit made or the finding reported.
    public var decision: String
    /// The id of the rule that decided (`unhandled` when none did).
    public var ruleID: String
}

extension MigrationEngine {
    /// Explains every use on `line` of the file (all uses when `line` is nil).
    public func explain(_ model: SourceModel, index: TypeIndex, line: Int?,
                        project: ProjectFacts = ProjectFacts()) -> [UseExplanation] {
        let analysis = FileAnalysis(model: model, index: index, project: project)
        let suppressions = Suppressions(model.file)
        return model.uses(of: anchors, in: index).filter { line == nil || model.file.location($0.first).line == line }.map { use in
            var explanation = explain(use, analysis: analysis)
            if suppressions.suppresses(explanation.ruleID, line: explanation.line) {
                explanation.decision += "; a screenmod:disable comment suppresses it, so a run leaves it out"
            }
            return explanation
        }
    }

    func explain(_ use: Use, analysis: FileAnalysis) -> UseExplanation {
        let model = analysis.model
        let facts = SiteFacts(use: use, analysis: analysis)
        let matcher = PatternMatcher(model: model)
        var trace: [String] = []
        var decision = "no rule matched: reported as `unhandled`"
        var decidedBy = Self.unhandledRuleID
        search: for rule in tried {
            var matchedAny = false
            for (position, pattern) in rule.patterns.enumerated() {
                guard let match = matcher.match(pattern, at: use) else { continue }
                matchedAny = true
                if let failing = facts.firstFailing(rule.conditions, matchEnd: match.last, model: model,
                                                    settings: settings, captures: match.captures) {
                    trace.append("\(rule.id): `\(pattern.text)` matched, but `when: \(Self.describe(failing))` does not hold")
                    continue
                }
                trace.append("\(rule.id): `\(pattern.text)` matched and every condition holds")
                decidedBy = rule.id
                if rule.isNamed(in: settings.disabled) {
                    decision = "\(rule.id) would report it, but the rule is disabled, so nothing is reported"
                    break search
                }
                switch apply(rule, pattern: position, match: match, facts: facts, model: model) {
                case .edits(let edits): decision = "\(rule.id) rewrites it to `\(edits[0].replacement)`"
                case .finding(let finding): decision = "\(rule.id) reports: \(finding.message)"
                }
                break search
            }
            if !matchedAny { trace.append("\(rule.id): no pattern matches here") }
        }
        let (line, column) = model.file.location(use.first)
        return UseExplanation(line: line, column: column, facts: describe(facts), trace: trace, decision: decision,
                              ruleID: decidedBy)
    }

    func describe(_ facts: SiteFacts) -> [String] {
        var lines = ["use: " + facts.useTags.sorted().joined(separator: ", ")]
        lines.append("type: " + facts.typeTags.sorted().joined(separator: ", ")
                     + (facts.resolution.map { " (\($0.description))" } ?? ""))
        lines.append("context: " + facts.context.placement.rawValue)
        lines.append("member: " + (facts.memberName ?? "none"))
        let moments = facts.moments().described
        lines.append("moments: " + (moments.isEmpty ? "none" : moments.joined(separator: "; ")))
        lines.append("closure: " + facts.closureTags.sorted().joined(separator: ", "))
        let name = facts.context.selfName
        lines.append("self: " + facts.context.selfAccess.rawValue + (name == "self" ? "" : " (written \(name))"))
        lines.append("scene: " + (facts.scene ?? "unavailable"))
        lines.append("container: " + (facts.containers.isEmpty ? "none" : facts.containers.map { candidate in
            "\(candidate.kind.rawValue) (\(candidate.origin)" + (candidate.obstacle.map { ": \($0.message)" } ?? "") + ")"
        }.joined(separator: "; ")))
        if case .screen(let source) = facts.coordinateSpace { lines.append("coordinate space: screen (\(source.rawValue))") }
        lines.append("min-ios: \(settings.minIOS)")
        return lines
    }

    static func describe(_ condition: Condition) -> String {
        switch condition.test {
        case .values(let values):
            let verb = condition.negated ? "is not" : condition.only ? "is only" : "is"
            return "\(condition.subject.rawValue) \(verb) \(values.joined(separator: ", "))"
        case .comparison(let comparison, let version):
            let subject = condition.capture.map { "value $\($0)" } ?? condition.subject.rawValue
            return "\(subject) \(comparison.rawValue) \(version)"
        }
    }
}
