import SwiftLexer
import SourceModel
import RuleLanguage

/// Applies rules to one file's uses of `UIScreen.main`. Pure: no I/O, no global state.
public struct MigrationEngine: Sendable {
    /// The active rules in the order they are tried.
    public let rules: [Rule]
    /// The settings rules are evaluated with.
    public let settings: MigrationSettings
    /// The rules whose support file, once in the project, is checked on every run (whether the
    /// rule is on or not, unless `--disable` or `--only` leaves it out): a support file whose
    /// modifier nobody attaches hands its readers nothing.
    public let supportRules: [Rule]
    /// The rules tried at each use: the active ones plus the report rules `--disable` switched
    /// off, which still claim their uses so that switching one off silences it.
    let tried: [Rule]
    /// The APIs whose uses the engine looks for: `UIScreen.main` always (a use no rule covers is
    /// reported), and every API a tried rule's patterns are anchored on.
    public let anchors: [Anchor]
    /// The anchors of tried rules whose `moment` tests a use from another object can change
    /// (see `MomentFinder.changesWithOutsideUses`): only uses of these need the project searched
    /// for uses of members from other objects.
    public let anchorsAskingOutsideUses: Set<Anchor>
    /// The search for files that may use an anchor; nil when `UIScreen.main` is the only anchor.
    let anchorGlance: AnchorGlance?
    /// The ids a `screenmod:disable` comment may name: every rule's, `unhandled`, `syntax-error`.
    let knownIDs: Set<String>

    /// The id of the finding at a use no rule covers; `--disable unhandled` silences it.
    public static let unhandledRuleID = "unhandled"
    /// What `screenmod rules` says of `unhandled`.
    public static let unhandledSummary = "Reports every use of UIScreen.main that no other rule covers."

    /// An engine running the rules of `ruleSet` that `settings` switch on.
    public init(ruleSet: RuleSet, settings: MigrationSettings) {
        var active = ruleSet.active(enabling: settings.enabled, disabling: settings.disabled)
        if !settings.only.isEmpty { active = active.filter { $0.isNamed(in: settings.only) } }
        self.rules = active
        let activeIDs = Set(active.map(\.id))
        tried = ruleSet.rules.filter { rule in
            if activeIDs.contains(rule.id) { return true }
            guard case .report = rule.action else { return false }
            // Switched off by name; a rule of a group that is not on stays out, so its uses are not found.
            return settings.disabled.contains(rule.id) && (rule.group.map(settings.enabled.contains) ?? true)
        }
        anchors = Self.anchors(of: tried)
        anchorGlance = anchors.count > 1 ? AnchorGlance(anchors) : nil
        anchorsAskingOutsideUses = Set(tried.filter { rule in rule.conditions.contains(where: MomentFinder.changesWithOutsideUses) }
            .flatMap(\.anchors))
        knownIDs = Set(ruleSet.rules.map(\.id)).union([Self.unhandledRuleID, "syntax-error"])
        self.settings = settings
        supportRules = ruleSet.rules.filter {
            $0.supportFile != nil && !$0.isNamed(in: settings.disabled)
                && (settings.only.isEmpty || $0.isNamed(in: settings.only))
        }
    }

    /// The edits and findings for one file.
    /// `project` holds what the rest of the project says about it (by default, nothing).
    public func migrate(_ model: SourceModel, index: TypeIndex, project: ProjectFacts = ProjectFacts()) -> FileResult {
        run(model, index: index, project: project, recording: false).result
    }

    /// The file's result with the decision at every use, each trial recorded: what `explain` prints.
    public func decisions(_ model: SourceModel, index: TypeIndex, project: ProjectFacts = ProjectFacts())
        -> (result: FileResult, decisions: [Decision]) {
        run(model, index: index, project: project, recording: true)
    }

    private func run(_ model: SourceModel, index: TypeIndex, project: ProjectFacts,
                     recording: Bool) -> (result: FileResult, decisions: [Decision]) {
        // A project with its own UIScreen type has no uses of UIKit's.
        guard !index.declaresOwnUIScreen else { return (FileResult(), []) }
        let suppressions = Suppressions(model.file)
        let analysis = FileAnalysis(model: model, index: index, project: project, minIOS: settings.minIOS)
        // Braces that do not balance are the error only where the lexer found none: an unterminated
        // literal swallows the braces after it.
        let diagnostics = model.file.diagnostics.isEmpty ? model.unbalancedBrace.map { [$0] } ?? [] : model.file.diagnostics
        let cutoff = diagnostics.map(\.offset).min()
        var result = FileResult()
        result.findings += suppressions.unknownRules(knownIDs)
        var edits: [Edit] = []
        var decisions: [Decision] = []
        // Code an earlier rewrite replaces outright: a pattern that names `UIScreen.main` twice
        // is lined up by its first use and rewrites the second with it.
        var replaced: [Range<Int>] = []
        // Code a finding's suggested fix replaces with its whole match: each part, and the finding's position.
        var replacedByFix: [(part: Range<Int>, finding: Int)] = []
        // Per use of the screen: the statement and the type's decisions it moves with.
        let shared = SharedStatements(model: model)
        var withdrawals = Withdrawals()
        var linked = LinkedFixes()
        // The axes a use reads the screen's size on for the type's layout (its roles are found once per use).
        func laidOut(_ use: Use) -> [Axis] { analysis.roles(of: use, context: model.context(at: use.first)).laidOutAxes }
        // The statement and decisions a use moves with; a constant read (the screen's origin, always
        // zero) moves with nothing and holds nothing back.
        func together(_ use: Use, inSwiftUI: Bool) -> (statement: Int?, keys: [SharedStatements.Decision]) {
            guard analysis.roles(of: use, context: model.context(at: use.first)).reads != .origin else { return (nil, []) }
            return (shared.statement(at: use.first, inSwiftUI: inSwiftUI),
                    shared.decisions(at: use, inSwiftUI: inSwiftUI, laidOutAxes: laidOut(use)))
        }
        if let cutoff, let diagnostic = diagnostics.first(where: { $0.offset == cutoff }) {
            result.findings.append(syntaxFinding(diagnostic, model: model))
        }
        for use in model.uses(of: anchors, in: index, screenParameters: project.screenParameters) {
            let offset = model.file.tokens[use.first].offset
            // Uses come in file order: a part that ends before this use can hold no later one.
            replaced.removeAll { $0.upperBound <= offset }
            replacedByFix.removeAll { $0.part.upperBound <= offset }
            if replaced.contains(where: { $0.contains(offset) }) {
                if recording {
                    decisions.append(Decision(use: use, outcome: .edits([]), ruleID: "",
                                              stage: "rewritten together with the use before it on this line"))
                }
                continue
            }
            if let cover = replacedByFix.first(where: { $0.part.contains(offset) }) {
                let (line, column) = model.file.location(use.first)
                result.findings[cover.finding].related.append("\(model.file.path):\(line):\(column)")
                if recording {
                    decisions.append(Decision(use: use, outcome: .edits([]), ruleID: result.findings[cover.finding].ruleID,
                                              stage: "reported with the use before it, whose suggested fix replaces this one too"))
                }
                continue
            }
            var decision = cutoff.map { offset >= $0 } == true
                ? Decision(use: use, outcome: .finding(afterSyntaxError(use, model: model)), ruleID: "syntax-error")
                : decide(use, analysis: analysis, recording: recording)
            // A match that starts before the syntax error may still run into it (`$$$REST`
            // capturing a broken call); the promise is no edit past the broken point.
            if let cutoff, decision.edits.contains(where: { $0.range.upperBound > cutoff }) {
                decision.outcome = .finding(afterSyntaxError(use, model: model))
                decision.stage = "its edit would run into the syntax error, so it is reported instead"
            }
            let (ruleID, line) = decision.outcome.position(model: model, use: use)
            let inSwiftUI = analysis.isSwiftUIView(model.context(at: use.first))
            if suppressions.suppresses(ruleID, line: line) {
                result.suppressed += decision.outcome.asFindings(model: model, use: use)
                decision.stage = "a screenmod:disable comment suppresses it, so a run leaves it out"
            } else {
                switch decision.outcome {
                case .edits(let made):
                    edits += made
                    replaced += made.flatMap(\.rewrittenParts)
                    if use.anchor.isMainScreen, !made.isEmpty {
                        let (line, column) = model.file.location(use.first)
                        let (statement, keys) = together(use, inSwiftUI: inSwiftUI)
                        let rewrite = Withdrawals.Rewrite(use: use, edits: made, ruleID: decision.ruleID, position: decisions.count,
                                                          place: SharedStatements.Place(line: line, column: column),
                                                          statement: statement, decisions: keys)
                        let supersedes = keys.contains(where: \.kind.isCopy)
                            && SharedStatements.supersedesCopies(analysis.moments(at: use, context: model.context(at: use.first)))
                        withdrawals.rewrote(rewrite, supersedingCopies: supersedes)
                    }
                case .finding(let finding):
                    linked.note(finding, at: result.findings.count, use: use, model: model, inSwiftUI: inSwiftUI)
                    result.findings.append(finding)
                    if let fix = finding.fix, fix.replacesMatch {
                        replacedByFix += fix.edits.flatMap(\.rewrittenParts).map { ($0, result.findings.count - 1) }
                    }
                    // Past a syntax error nothing is decided, so nothing there holds another use back.
                    guard decision.ruleID != "syntax-error", use.anchor.isMainScreen else { break }
                    let (statement, keys) = together(use, inSwiftUI: inSwiftUI)
                    withdrawals.keep(Withdrawals.Kept(place: SharedStatements.Place(line: finding.line, column: finding.column),
                                                      statement: statement, decisions: keys, copies: keys.filter(\.kind.isCopy)))
                }
            }
            if recording { decisions.append(decision) }
        }
        // A helper read stays on the main screen: the type's direct reads of the same value stay with it.
        for read in project.helperReads {
            guard let value = read.value.sharedRead, let type = model.context(at: model.file.tokenIndex(at: read.offset)).type else { continue }
            let key = SharedStatements.helperRead(type: type.qualifiedName, value: value)
            withdrawals.keep(Withdrawals.Kept(place: SharedStatements.Place(line: read.line, column: read.column), statement: nil,
                                              decisions: [key], isHelperRead: true))
        }
        // A statement that keeps one use on the main screen keeps them all; so does a type's decision.
        var removals: [Edit: Int] = [:]
        for withdrawal in withdrawals.resolve(binds: shared.binds) {
            let rewrite = withdrawal.rewrite, kept = withdrawal.why
            let finding = SharedStatements.withdrawn(rewrite.edits, ruleID: rewrite.ruleID, use: rewrite.use, kept: withdrawal.place,
                                                     why: kept, model: model)
            // One copy each: an insertion another use shares (a guard) stays for that use.
            for edit in rewrite.edits { removals[edit, default: 0] += 1 }
            linked.note(finding, at: result.findings.count, use: rewrite.use, model: model,
                        inSwiftUI: analysis.isSwiftUIView(model.context(at: rewrite.use.first)), withdrawn: rewrite.edits, heldBy: withdrawal.place)
            result.findings.append(finding)
            if recording, rewrite.position < decisions.count {
                decisions[rewrite.position].outcome = .finding(finding)
                decisions[rewrite.position].stage = kept.stage
            }
        }
        // A suggested fix changes a length only with the member's other reads of it.
        result.findings = linked.resolved(result.findings)
        // The first copies go, in one pass: removing each from the array was quadratic.
        if !removals.isEmpty {
            edits = edits.filter { edit in
                guard let left = removals[edit], left > 0 else { return true }
                removals[edit] = left - 1
                return false
            }
        }
        edits = ScreenBinding.mergeGuards(edits, model: model)
        edits = Self.foldNested(edits)
        (result.edits, result.findings) = Self.resolveOverlaps(edits, result.findings, model: model)
        (result.edits, result.findings) = Self.verified(result.edits, result.findings, model: model)
        result.findings = result.findings.mergingSameLine(path: model.file.path) { offset in
            // Uses in one call's arguments (`.frame(width: …,` and `height: …)` over two lines) are of its line.
            guard let open = model.enclosingOpener(of: model.file.tokenIndex(at: offset)),
                  model.file.punctuation(open, "("), let callee = model.file.previous(before: open),
                  model.file.tokens[callee].kind == .identifier else { return nil }
            return model.file.location(open).line
        }
        if recording { decisions = Self.noting(result, on: decisions) }
        return (result, decisions)
    }

    /// The decisions with a note where a later stage took back their edits (an overlap, a
    /// failed verification): the run reports what that stage found instead.
    static func noting(_ result: FileResult, on decisions: [Decision]) -> [Decision] {
        let kept = Set(result.edits.map(\.range.lowerBound))
        return decisions.map { decision in
            guard let main = decision.edits.first, decision.stage == nil, !kept.contains(main.range.lowerBound),
                  !result.edits.contains(where: { $0.range.contains(main.range.lowerBound) }) else { return decision }
            var noted = decision
            let later = result.findings.first { $0.offset == main.range.lowerBound && $0.ruleID == main.ruleID }
            noted.stage = "a later stage took the edit back" + (later.map { ": \($0.message)" } ?? "")
            return noted
        }
    }

    /// The anchors of `rules`' patterns, `UIScreen.main` first and always.
    static func anchors(of rules: [Rule]) -> [Anchor] {
        rules.reduce(into: [Anchor.mainScreen]) { found, rule in
            for anchor in rule.anchors where !found.contains(anchor) { found.append(anchor) }
        }
    }

    /// Whether `bytes` may hold a use of one of the engine's anchors: the search each file gets
    /// before anything is lexed.
    public func mentionsAnchor(_ bytes: FileBytes) -> Bool {
        anchorGlance.map { $0.matches(bytes) || MigrationProject.mayImplyScreen(bytes) } ?? MigrationProject.mentionsScreen(bytes)
    }

    /// Sorts edits, merges identical member insertions, and turns an edit that overlaps an
    /// earlier one into a finding instead of corrupting the file.
    static func resolveOverlaps(_ edits: [Edit], _ findings: [Finding], model: SourceModel) -> ([Edit], [Finding]) {
        var accepted: [Edit] = []
        var findings = findings
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            if let last = accepted.last {
                if last == edit || (last.range == edit.range && last.replacement == edit.replacement) { continue }
                if edit.range.lowerBound < last.range.upperBound
                    || (edit.range.isEmpty && last.range.isEmpty && edit.range == last.range) {
                    findings.append(Finding(ruleID: edit.ruleID, line: edit.line, column: edit.column,
                                            offset: edit.range.lowerBound,
                                            message: "this use overlaps another rewrite on the same expression",
                                            suggestion: "run screenmod again after applying this change"))
                    continue
                }
            }
            var final = edit
            final.copied = []
            accepted.append(final)
        }
        return (accepted, findings.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) })
    }
}
