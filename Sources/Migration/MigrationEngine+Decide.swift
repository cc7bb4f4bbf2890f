import SwiftLexer
import SourceModel
import RuleLanguage

/// What happens at one use: edits, or a finding.
enum Outcome {
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

extension MigrationEngine {
    /// The first rule whose pattern and conditions hold at `use` decides what happens.
    func decide(_ use: Use, analysis: FileAnalysis) -> Outcome {
        let model = analysis.model
        let facts = SiteFacts(use: use, analysis: analysis)
        let matcher = PatternMatcher(model: model)
        for rule in tried {
            for (position, pattern) in rule.patterns.enumerated() {
                guard let match = matcher.match(pattern, at: use),
                      facts.holds(rule.conditions, matchEnd: match.last, model: model, settings: settings,
                                  captures: match.captures) else { continue }
                // A report rule switched off claims its use and says nothing.
                if rule.isNamed(in: settings.disabled) { return .edits([]) }
                return apply(rule, pattern: position, match: match, facts: facts, model: model)
            }
        }
        // Only `UIScreen.main` has a fallback: another API's rules say all there is to say.
        if settings.disabled.contains(Self.unhandledRuleID) || !use.anchor.isMainScreen { return .edits([]) }
        return .finding(finding(use, model: model, rule: Self.unhandledRuleID,
                                message: "no rule covers this use of UIScreen.main",
                                suggestion: "replace it by hand with a value from the view's context (bounds, traitCollection.displayScale, view.window?.windowScene?.screen)"))
    }

    func apply(_ rule: Rule, pattern: Int, match: Match, facts: SiteFacts, model: SourceModel) -> Outcome {
        switch rule.action {
        case .report(let message, let suggestion):
            let path = Self.momentPath(rule, facts: facts).map { " (\($0))" } ?? ""
            return .finding(finding(facts.use, model: model, rule: rule.id, message: message + path, suggestion: suggestion))
        case .rewrite(let first, let member):
            let template = rule.template(forPattern: pattern) ?? first
            do {
                return .edits(try rewrite(rule, template, member: member, match: match, facts: facts, model: model,
                                          pattern: pattern))
            } catch let refusal as Refusal {
                return .finding(finding(facts.use, model: model, rule: rule.id,
                                        message: "not rewritten: " + refusal.message, suggestion: refusal.suggestion))
            } catch {
                return .finding(finding(facts.use, model: model, rule: rule.id, message: "\(error)", suggestion: ""))
            }
        }
    }

    /// For a rule that reports a moment (`when: moment is view-did-load`), how the use gets
    /// there: `path: applyLayout <- configure <- viewDidLoad`.
    static func momentPath(_ rule: Rule, facts: SiteFacts) -> String? {
        let listed = rule.conditions.filter { $0.subject == .moment && !$0.negated && !$0.only }
        guard !listed.isEmpty else { return nil }
        let moments = facts.moments()
        for condition in listed {
            guard case .values(let values) = condition.test else { continue }
            for value in values {
                if let moment = Moment(rawValue: value), let path = moments.describe(moment), path.contains(" <- ") {
                    return "path: \(path)"
                }
            }
        }
        return nil
    }

    func rewrite(_ rule: Rule, _ template: Template, member: MemberDeclaration?, match: Match,
                 facts: SiteFacts, model: SourceModel, pattern: Int) throws -> [Edit] {
        let file = model.file
        if (match.first...match.last).contains(where: { file.tokens[$0].kind == .comment }) {
            throw Refusal(message: "a comment sits inside the expression and would be lost",
                          suggestion: "move the comment out of the expression, then run screenmod again")
        }
        if WholeComparison.isComparison(rule.patterns[pattern]), let problem = WholeComparison.problem(match, in: file) {
            throw Refusal(message: problem, suggestion: "put the comparison in parentheses, then run screenmod again")
        }
        var extra: [Edit] = []
        var memberName: String?
        if let member {
            let (name, insertion) = try MemberInsertion(model: model, facts: facts).resolve(member)
            memberName = name
            if let insertion { extra.append(insertion) }
        }
        if !rule.bodyModifiers(forPattern: pattern).isEmpty {
            extra += try BodyModifierAttachment(model: model, facts: facts)
                .edits(rule, pattern: pattern, match: match, member: memberName)
        }
        let (text, renames, copied) = try Rewriter(model: model, facts: facts, match: match, conditions: rule.conditions)
            .render(template, member: memberName)
        let range = file.tokens[match.first].offset..<file.tokens[match.last].end
        var main = Edit.at(range, text, in: file.source, rule: rule.id)
        main.copied = copied
        let edits = [main.keepingRepeatedLead(in: file)] + (extra + renames).map { edit in
            var edit = edit
            edit.ruleID = rule.id
            return edit
        }
        if let problem = edits.lazy.compactMap({ $0.boundaryProblem(in: file) }).first {
            throw Refusal(message: problem,
                          suggestion: "make this change by hand, with the same spacing on both sides of each operator next to it")
        }
        return edits
    }

    func finding(_ use: Use, model: SourceModel, rule: String, message: String, suggestion: String) -> Finding {
        let (line, column) = model.file.location(use.first)
        return Finding(ruleID: rule, line: line, column: column, offset: model.file.tokens[use.first].offset,
                       message: message, suggestion: suggestion)
    }

    func syntaxFinding(_ diagnostic: LexDiagnostic, model: SourceModel) -> Finding {
        let (line, column) = model.file.source.location(of: diagnostic.offset)
        return Finding(ruleID: "syntax-error", line: line, column: column, offset: diagnostic.offset,
                       message: "\(diagnostic.message); screenmod makes no edit after this point",
                       suggestion: "fix the file so that it compiles, then run screenmod again")
    }

    func afterSyntaxError(_ use: Use, model: SourceModel) -> Finding {
        finding(use, model: model, rule: "syntax-error",
                message: "not rewritten: this use comes after or runs into a syntax error in the file",
                suggestion: "fix the syntax error reported above, then run screenmod again")
    }
}
