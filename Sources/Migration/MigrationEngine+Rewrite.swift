import SwiftLexer
import SourceModel
import RuleLanguage

extension MigrationEngine {
    /// Tries a rewrite rule whose scope holds at a use: its moment and role proofs from the
    /// rule's `when:` lines, then the rendering, which proves the container and the edit. All
    /// four hold: the edits. One is missing: a finding naming the first (moment, container,
    /// role, edit; the role before the moment where it shows the value lays out nothing of this view's), with
    /// the rendered edit as a suggested fix where it would be right once the missing fact holds.
    func attempt(_ rule: Rule, pattern: Int, match: Match, facts: SiteFacts) -> Decision {
        let trial = self.trial(rule, pattern: pattern, match: match, facts: facts)
        guard let first = trial.missing.first else {
            return Decision(use: facts.use, outcome: .edits(trial.rendered ?? []), ruleID: rule.id, proofs: trial.lines)
        }
        // A value that decides rather than sizes (a device check, a contrast) needs that decision,
        // whatever else is missing; a moment in a window that the rule merely does not list says
        // less than another missing proof.
        let firstMissing = trial.missing.first(where: \.namesDecision)
            ?? trial.missing.first { !$0.isUncoveredMomentInWindow } ?? first
        let fix = trial.rendered.flatMap { edits in
            trial.missing.allSatisfy(\.allowsSuggestion) ? SuggestedFix(message: firstMissing.message, edits: edits) : nil
        }
        // A view added to the key window by hand is sized from that window, whatever else is missing.
        let suggestion = fix == nil ? facts.analysis.keyWindowContent.advice(for: facts)
            ?? firstMissing.suggestionWithoutFix ?? firstMissing.suggestion : firstMissing.suggestion
        var finding = self.finding(facts.use, model: facts.analysis.model, rule: rule.id,
                                   message: "not rewritten: " + firstMissing.message, suggestion: suggestion,
                                   cause: firstMissing.cause, fix: fix)
        finding.suggestionWithoutFix = fix == nil ? nil : firstMissing.suggestionWithoutFix
        finding.need = firstMissing.need
        return Decision(use: facts.use, outcome: .finding(finding), ruleID: rule.id, proofs: trial.lines)
    }

    /// What a rewrite rule's four proofs say at a use: a line for each, the missing ones in proof
    /// order, and the rendered edits when the container and edit proofs hold.
    func trial(_ rule: Rule, pattern: Int, match: Match, facts: SiteFacts) -> RewriteTrial {
        let (momentLine, momentMissing) = momentProof(rule, facts: facts)
        let (roleLine, roleMissing) = roleProof(rule, facts: facts)
        var rendered: [Edit]?
        var renderMissing: MissingProof?
        guard case .rewrite(let first, let member) = rule.action else { preconditionFailure("not a rewrite rule") }
        let template = rule.template(forPattern: pattern) ?? first
        do {
            rendered = try rewrite(rule, template, member: member, match: match, facts: facts, pattern: pattern)
        } catch let missing as MissingProof {
            renderMissing = missing
        } catch {
            renderMissing = MissingProof(.edit, "error", message: "\(error)", suggestion: "")
        }
        if renderMissing == nil, rendered != nil {
            renderMissing = Rewriter.screenSized(template, facts: facts)
                ?? Rewriter.movesItself(template, facts: facts)
                ?? Rewriter.listShare(template, rest: match.captures["REST"] ?? "", facts: facts)
                ?? Rewriter.presentedContent(template, facts: facts)
                ?? Rewriter.scrollContainer(template, facts: facts)
        }
        let containerMissing = renderMissing?.kind == .container ? renderMissing : nil
        let editMissing = renderMissing?.kind == .edit ? renderMissing : nil
        let containerLine = containerMissing.map(ProofLine.missing)
            ?? ProofLine(kind: .container, holds: true, text: ProofText.container(template, facts: facts, conditions: rule.conditions))
        let editLine = editMissing.map(ProofLine.missing)
            ?? rendered.map { ProofLine(kind: .edit, holds: true, text: ProofText.edit($0, match: match, facts: facts, minIOS: settings.minIOS)) }
            ?? ProofLine(kind: .edit, holds: false, text: "not tried: the container is not proven")
        // A value that lays out nothing of this view's (another view's frame, a window's, a device
        // check, a bitmap or a popover's anchor) is told by its role before its moment: when this
        // view's code runs says nothing about it.
        let roleFirst = roleMissing.flatMap { Role(rawValue: $0.code) }.map(UseRoles.apartFromLayout.contains) == true
            || (roleMissing != nil && facts.roles.outsideLayout != nil)
        let missing = roleFirst ? [containerMissing, roleMissing, momentMissing, editMissing]
            : [momentMissing, containerMissing, roleMissing, editMissing]
        return RewriteTrial(lines: [momentLine, containerLine, roleLine, editLine], missing: missing.compactMap { $0 },
                            rendered: rendered)
    }

    /// The moment proof a rule asks for: every way in among its `moment is only` values.
    func momentProof(_ rule: Rule, facts: SiteFacts) -> (ProofLine, MissingProof?) {
        guard let condition = rule.conditions.first(where: { $0.subject == .moment && $0.isProof }),
              case .values(let allowed) = condition.test else {
            return (ProofLine(kind: .moment, holds: true, text: "not needed: the replacement reads no view's own state"), nil)
        }
        let moments = facts.moments
        // A way in that some code takes leads before one that starts where nothing calls.
        let outsideWays = moments.ordered.filter { !allowed.contains($0.moment.rawValue) }
        let outside = outsideWays.filter { !$0.startsUncalled } + outsideWays.filter(\.startsUncalled)
        var missing = moments.isEmpty ? MomentAdvice.noWayIn(facts: facts) : outside.first.map { MomentAdvice.missing($0, facts: facts) }
        // The first way in leaves a fix to take later (a forced layout, once the target lays views
        // out again) only where every other way in outside the rule's moments is a forced layout too,
        // and only at a deployment target where UIKit lays the view out again (iOS 17).
        let everyOtherForced = outside.dropFirst().allSatisfy { $0.moment == .forcedLayout }
        if missing?.allowsSuggestion == true, settings.minIOS < 17 || !everyOtherForced {
            missing?.allowsSuggestion = false
            if everyOtherForced { missing?.suggestionWithoutFix = MomentAdvice.forcedLayoutBelowSeventeen }
        }
        // A constraint's constant is fixed when it is made: the moment is not the whole story there.
        if case .bounds = facts.roles.reads, ConstraintEnd(facts.roles.flow) != nil {
            missing?.message += "; as a constraint's constant the value is fixed when the constraint is made, so it would not "
                + "follow the view's later sizes from any moment, while a constraint relative to the view needs none"
        }
        if let missing { return (ProofLine.missing(missing), missing) }
        let ways = moments.ordered.map { "\($0.moment.rawValue) (\($0.described))" }.joined(separator: "; ")
        return (ProofLine(kind: .moment, holds: true, text: ways), nil)
    }

    /// The role proof a rule asks for: every place the value goes among its `role is only` values.
    func roleProof(_ rule: Rule, facts: SiteFacts) -> (ProofLine, MissingProof?) {
        guard let condition = rule.conditions.first(where: { $0.subject == .role && $0.isProof }),
              case .values(let allowed) = condition.test else {
            return (ProofLine(kind: .role, holds: true, text: "not needed: the replacement reads nothing of the context"), nil)
        }
        let roles = facts.roles
        let outside = roles.ordered.isEmpty ? (Role.unknown, "it goes nowhere screenmod can see") : roles.firstOutside(Set(allowed))
        if let (role, reason) = outside {
            let missing = RoleAdvice.missing(role, reason: reason, facts: facts, minIOS: settings.minIOS)
            return (ProofLine.missing(missing), missing)
        }
        let found = roles.ordered.map { "\($0.role.rawValue): \($0.reason)" }.joined(separator: "; ")
        return (ProofLine(kind: .role, holds: true, text: found), nil)
    }

    /// The edits a rewrite rule makes at a match: the container proof first, then the rendering
    /// and the edit proof (no comment lost, no changed precedence, no fused tokens, the APIs at
    /// the deployment target, no view read moved off the main thread).
    func rewrite(_ rule: Rule, _ template: Template, member: MemberDeclaration?, match: Match,
                 facts: SiteFacts, pattern: Int) throws -> [Edit] {
        let model = facts.analysis.model, file = model.file
        let rewriter = Rewriter(model: model, facts: facts, match: match, conditions: rule.conditions)
        try rewriter.checkContainer(template, rest: match.captures["REST"] ?? "")
        if (match.first...match.last).contains(where: { file.tokens[$0].kind == .comment }) {
            throw MissingProof(.edit, "comment-inside", message: "a comment sits inside the expression and would be lost",
                               suggestion: "move the comment out of the expression, then run screenmod again")
        }
        if WholeComparison.isComparison(rule.patterns[pattern]), let problem = WholeComparison.problem(match, in: file) {
            throw MissingProof(.edit, "partial-comparison", message: problem,
                               suggestion: "put the comparison in parentheses, then run screenmod again")
        }
        try checkMainThread(template, facts: facts)
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
        let (text, renames, copied) = try rewriter.render(template, member: memberName)
        let range = EqualBounds.call(around: match, rendering: text, in: model)
            ?? file.tokens[match.first].offset..<file.tokens[match.last].end
        var main = Edit.at(range, text, in: file.source, rule: rule.id)
        main.copied = copied
        let edits = [main.keepingRepeatedLead(in: file)] + (extra + renames).map { edit in
            var edit = edit
            edit.ruleID = rule.id
            return edit
        }
        if let problem = edits.lazy.compactMap({ $0.boundaryProblem(in: file) }).first {
            throw MissingProof(.edit, "token-boundary", message: problem,
                               suggestion: "make this change by hand, with the same spacing on both sides of each operator next to it")
        }
        try checkAvailability(edits, match: match, analysis: facts.analysis)
        return edits
    }
}

/// What a rewrite rule's proofs say at one use.
struct RewriteTrial {
    /// One line per proof: moment, container, role, edit.
    var lines: [ProofLine]
    /// The proofs that do not hold, in that order.
    var missing: [MissingProof]
    /// The edits, when the container and edit proofs hold.
    var rendered: [Edit]?
}
