import SwiftLexer
import SourceModel
import RuleLanguage

extension MigrationEngine {
    /// Decides one use. Rules are tried in priority order: a report rule whose conditions hold
    /// reports; a rewrite rule whose scope holds (its conditions other than `moment` and `role`)
    /// rewrites when all four proofs hold. Where a rewrite's proof fails, later rewrite rules may
    /// still prove theirs; if none does, the first failure is the finding, naming what is missing.
    func decide(_ use: Use, analysis: FileAnalysis, recording: Bool = false) -> Decision {
        let facts = SiteFacts(use: use, analysis: analysis)
        var decision = decide(facts, recording: recording)
        if let ratio = DesignRatio(facts) { decision.explainRatio(ratio, inSwiftUI: analysis.isSwiftUIView(facts.context)) }
        if let scroll = ScrollAxis(facts) { decision.explainScrollAxis(scroll, minIOS: settings.minIOS) }
        if let bars = BarsTakenOff(facts) { decision.explainBars(bars) }
        if let own = SizesItself(facts) { decision.explainOwnFrame(own) }
        if recording { decision.facts = describe(facts) }
        return decision
    }

    private func decide(_ facts: SiteFacts, recording: Bool) -> Decision {
        let use = facts.use
        let matcher = PatternMatcher(model: facts.analysis.model)
        var pending: Decision?
        var trial: [String] = []
        for rule in tried {
            let isRewrite = rule.isRewrite
            if pending != nil, !isRewrite { continue }
            var matched = false
            for (position, pattern) in rule.patterns.enumerated() {
                guard let match = matcher.match(pattern, at: use) else { continue }
                matched = true
                if let failing = rule.conditions.first(where: { !(isRewrite && $0.isProof) && !holds($0, facts, match) }) {
                    if recording { trial.append("\(rule.id): `when: \(Self.describe(failing))` does not hold") }
                    continue
                }
                // A rule switched off claims its use and says nothing.
                if rule.isNamed(in: settings.disabled) {
                    return Decision(use: use, outcome: .edits([]), ruleID: rule.id, trial: trial)
                }
                guard isRewrite else {
                    if recording { trial.append("\(rule.id): every condition holds; it reports") }
                    let finding = report(rule, facts: facts, suggesting: (position, match))
                    return Decision(use: use, outcome: .finding(finding), ruleID: rule.id, trial: trial)
                }
                var decision = attempt(rule, pattern: position, match: match, facts: facts)
                if recording { trial.append("\(rule.id): " + (decision.edits.isEmpty ? "a proof is missing" : "every proof holds")) }
                if !decision.edits.isEmpty || decision.finding == nil {
                    decision.trial = trial
                    return decision
                }
                if pending == nil { pending = decision }
                break
            }
            if recording, !matched { trial.append("\(rule.id): no pattern matches here") }
        }
        if var pending {
            pending.trial = trial
            return pending
        }
        return unhandled(use, facts: facts, trial: trial)
    }

    private func holds(_ condition: Condition, _ facts: SiteFacts, _ match: Match) -> Bool {
        facts.holds(condition, matchEnd: match.last, settings: settings, captures: match.captures)
    }

    /// No rule decided: `UIScreen.main` is reported as `unhandled`; another anchor says nothing more.
    private func unhandled(_ use: Use, facts: SiteFacts, trial: [String]) -> Decision {
        guard !settings.disabled.contains(Self.unhandledRuleID), use.anchor.isMainScreen else {
            return Decision(use: use, outcome: .edits([]), ruleID: Self.unhandledRuleID, trial: trial)
        }
        let finding = self.finding(use, model: facts.analysis.model, rule: Self.unhandledRuleID,
                                   message: "no rule covers this use of UIScreen.main",
                                   suggestion: "replace it by hand with a value from the view's context (bounds, "
                                       + "traitCollection.displayScale, view.window?.windowScene?.screen)")
        return Decision(use: use, outcome: .finding(finding), ruleID: Self.unhandledRuleID, trial: trial)
    }

    /// A report rule's finding, with the path of the moment it names, and the rule's suggested
    /// rewrite of the match (`suggesting`: which pattern matched, and how) as its fix.
    func report(_ rule: Rule, facts: SiteFacts, suggesting: (pattern: Int, match: Match)? = nil) -> Finding {
        guard case .report(let message, let stated) = rule.action else { preconditionFailure("not a report rule") }
        // Advice never names an API the project's deployment target cannot call.
        // Top-level code of a file that imports SwiftUI and not UIKit serves SwiftUI views.
        let inSwiftUI = facts.analysis.isSwiftUIView(facts.context) || (facts.context.type == nil && facts.analysis.importsOnlySwiftUI)
        let suggestion = rule.suggestion(stated, minIOS: settings.minIOS, inSwiftUI: inSwiftUI)
        // A rule that reports whatever is left says what screenmod could not resolve, when it knows.
        // What the advice is about: a size or scale, or the screen object, the idiom (no container helps those).
        let subject = AdviceSubject(facts).flatMap { $0 == .sizeOrScale ? nil : $0 }
        if rule.isCatchAll, let resolved = catchAllFinding(rule, facts: facts, subject: subject) { return resolved }
        let path = Self.momentPath(rule, facts: facts).map { " (\($0))" } ?? ""
        // A value that ends outside any layout (a bitmap, a popover's anchor) says what it is and what to size it from.
        let outside = Self.asks(rule, .use, anyOf: ["uikit-frame"]) ? facts.roles.outsideLayout : nil
        let role = (outside?.reason ?? Self.roleReason(rule, facts: facts)).map { " (the value is \($0))" } ?? ""
        // A view added to the key window by hand is sized from that window, wherever the read is.
        // A default argument whose function runs only before the window has no caller with a settled size either.
        let defaulted = Self.reportsDefaultArgument(rule) ? DefaultedCallers(facts: facts) : nil
        // A stored value that ends in a constraint's constant or a flow layout's item size has one specific fix.
        let stored = Self.reportsStoredValue(rule) ? ConstraintEnd.advice(for: facts) ?? ItemSizeEnd.advice(for: facts) : nil
        let advice = facts.analysis.keyWindowContent.advice(for: facts) ?? (rule.isCatchAll
            ? subject?.suggestion(isController: false, isSwiftUI: false, isView: false) ?? CallerBeforeWindow(facts: facts)?.suggestion
            : Self.reportsStoredValue(rule) ? stored ?? StoredReaders(facts: facts)?.suggestion : defaulted?.suggestion)
        // A rule about when the code runs: a length that ends in a constraint needs a relative one, at no moment.
        let constraint = Self.reportsMoment(rule) ? ConstraintEnd.advice(for: facts) : nil
        // A SwiftUI view that measures its container already: its proxy's width comes before a second
        // measurement (a reader's height is its safe area's, not the screen's: no advice for heights).
        let measured = Self.reportsSwiftUI(rule) && facts.roles.laidOutAxes == [.horizontal] ? MeasuredContainer(facts) : nil
        let hosted = facts.analysis.keyWindowContent.note(for: facts) ?? ""
        var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id, message: message + path + role + (defaulted?.note ?? "") + hosted,
                               suggestion: outside?.suggestion ?? measured.map { $0.advice + "; if not, " + suggestion }
                                   ?? advice ?? constraint ?? suggestion)
        reported.need = FindingNeed(reporting: rule)
        switch rule.suggestedMove {
        case .viewDidLayoutSubviews?: reported.fix = LayoutMove.fix(for: facts.use, facts: facts, rule: rule.id)
        case nil: break
        }
        if let (pattern, match) = suggesting, let template = rule.template(forPattern: pattern),
           let edits = try? rewrite(rule, template, member: nil, match: match, facts: facts, pattern: pattern) {
            reported.fix = SuggestedFix(message: message, edits: edits, replacesMatch: true)
        }
        return reported
    }

    /// Whether a report rule is about SwiftUI views (`type is swiftui`, `type is swiftui-view`).
    static func reportsSwiftUI(_ rule: Rule) -> Bool {
        asks(rule, .type, anyOf: ["swiftui", "swiftui-view"])
    }

    /// Whether a report rule is about a stored property's initial value (`context is stored-initializer`).
    static func reportsStoredValue(_ rule: Rule) -> Bool {
        asks(rule, .context, anyOf: ["stored-initializer", "lazy-initializer"])
    }

    /// Whether a report rule is about a parameter's default value (`context is default-argument`).
    static func reportsDefaultArgument(_ rule: Rule) -> Bool {
        asks(rule, .context, anyOf: ["default-argument"])
    }

    /// Whether a report rule is about when its code runs: it asks for a moment, or for an initializer.
    static func reportsMoment(_ rule: Rule) -> Bool {
        asks(rule, .moment, anyOf: nil) || asks(rule, .context, anyOf: ["initializer"])
    }

    /// Whether one of `rule`'s conditions on `subject` holds for any of `values` (any value at all
    /// where `values` is nil), not negated.
    private static func asks(_ rule: Rule, _ subject: ConditionSubject, anyOf values: Set<String>?) -> Bool {
        rule.conditions.contains { condition in
            guard condition.subject == subject, !condition.negated, case .values(let listed) = condition.test else { return false }
            return values.map { !$0.isDisjoint(with: listed) } ?? true
        }
    }

    /// For a rule that reports a role (`when: role is contrast`), where the value goes to have it:
    /// `compared (`!=`) with `window.frame``.
    static func roleReason(_ rule: Rule, facts: SiteFacts) -> String? {
        for condition in rule.conditions where condition.subject == .role && !condition.negated {
            guard case .values(let values) = condition.test else { continue }
            for value in values {
                if let role = Role(rawValue: value), let reason = facts.roles.reasons[role] { return reason }
            }
        }
        return nil
    }

    /// For a rule that reports a moment (`when: moment is view-did-load`), how the use gets
    /// there: `path: applyLayout <- configure <- viewDidLoad()`.
    static func momentPath(_ rule: Rule, facts: SiteFacts) -> String? {
        let listed = rule.conditions.filter { $0.subject == .moment && !$0.negated && !$0.only }
        let moments = facts.moments
        for condition in listed {
            guard case .values(let values) = condition.test else { continue }
            for value in values {
                if let moment = Moment(rawValue: value), let way = moments.ways[moment], way.path.count > 1 || way.note != nil {
                    return "path: \(way.described)"
                }
            }
        }
        return nil
    }

    func finding(_ use: Use, model: SourceModel, rule: String, message: String, suggestion: String,
                 cause: String? = nil, fix: SuggestedFix? = nil) -> Finding {
        let (line, column) = model.file.location(use.first)
        return Finding(ruleID: rule, line: line, column: column, offset: model.file.tokens[use.first].offset,
                       message: message, suggestion: suggestion, cause: cause, fix: fix)
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

    /// `moment is only layout, did-appear`: a condition as its rule file writes it.
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

extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
