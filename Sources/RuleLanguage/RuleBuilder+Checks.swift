extension RuleBuilder {
    /// Checks what spans fields (required fields, one action, captures, placeholders) and builds the rule.
    mutating func finish() -> Rule? {
        for field in [RuleField.id, .summary, .reason, .priority] where single[field] == nil {
            error(1, 1, "missing required field '\(field.rawValue)'")
        }
        if fieldLines[.match] == nil {
            error(1, 1, "missing required field 'match'")
        }
        checkAction()
        checkCaptures()
        checkMember()
        checkBodyModifiers()
        checkValueConditions()
        checkSuggestedMove()
        checkOlderSuggestions()
        if attach != nil, supportFile == nil, let line = fieldLines[.attach]?.first {
            error(line, 1, "'attach:' names a modifier of the support file; add a 'support-file:' block")
        }
        let groups = templateGroups()
        // The proofs a rewrite states are asked of a rule that is otherwise right.
        if errors.isEmpty { checkProofs() }
        guard errors.isEmpty, let id, let summary, let reason, let priority,
              let action = makeAction() else { return nil }
        return Rule(id: id, summary: summary, reason: reason, priority: priority,
                    enabledByDefault: enabledByDefault, patterns: patterns.map(\.pattern),
                    conditions: conditions, action: action, examples: examples,
                    source: RuleSource(path: path, fieldLines: fieldLines, exampleLines: exampleLines),
                    patternTemplates: groups.map { templates[$0].template },
                    patternBodyModifiers: groups.map { templates[$0].bodyModifiers.map(\.template) },
                    supportFile: supportFile.map { SupportFile(name: $0.name, contents: $0.contents, attach: attach) },
                    group: group, suggestedMove: suggestedMove, olderSuggestions: olderSuggestions,
                    swiftUISuggestion: swiftUISuggestion, need: need)
    }

    /// The index into `templates` for each pattern: a single `rewrite:` serves every pattern;
    /// with several, each serves the `match:` lines between it and the previous one.
    private mutating func templateGroups() -> [Int] {
        guard templates.count > 1 else { return templates.isEmpty ? [] : patterns.map { _ in 0 } }
        var groups: [Int] = []
        var previousEnd = 0
        for (index, template) in templates.enumerated() {
            if template.patternsBefore == previousEnd {
                error(template.line, 1, "'rewrite:' has no 'match:' line above it; with several rewrites, each"
                      + " applies to the match lines between it and the previous rewrite")
            }
            groups += Array(repeating: index, count: max(0, template.patternsBefore - previousEnd))
            previousEnd = template.patternsBefore
        }
        for (_, line) in patterns.dropFirst(previousEnd) {
            error(line, 1, "'match:' has no 'rewrite:' below it; with several rewrites, each applies to the"
                  + " match lines above it")
        }
        return groups
    }

    /// The patterns (with their lines) a template serves.
    private func group(of index: Int) -> ArraySlice<(pattern: Pattern, line: Int)> {
        guard templates.count > 1 else { return patterns[...] }
        let start = index == 0 ? 0 : templates[index - 1].patternsBefore
        let end = min(templates[index].patternsBefore, patterns.count)
        return start < end ? patterns[start..<end] : []
    }

    private func makeAction() -> RuleAction? {
        if !templatesSuggest, let template = templates.first { return .rewrite(template.template, member: member) }
        if let reportMessage, let suggestion { return .report(message: reportMessage, suggestion: suggestion) }
        return nil
    }

    /// Exactly one of `rewrite` and `report`; `suggest` goes with `report` only.
    private mutating func checkAction() {
        let rewrite = templatesSuggest ? nil
            : templates.first.map { FieldLine(key: "rewrite", field: .rewrite, value: "", line: $0.line, valueColumn: 1) }
        let report = single[.report]
        if templatesSuggest, report == nil, let line = templates.first?.line {
            error(line, 1, "'suggest-rewrite:' goes only with a 'report:' action; a rewrite rule writes 'rewrite:'")
            return
        }
        switch (rewrite, report) {
        case (nil, nil):
            error(1, 1, "missing action; expected a 'rewrite:' or a 'report:' field")
        case (let rewrite?, let report?):
            let (first, second) = rewrite.line < report.line ? (rewrite, report) : (report, rewrite)
            error(second.line, 1, "a rule has exactly one action; '\(second.key)' conflicts with"
                  + " '\(first.key)' on line \(first.line)")
        case (nil, let report?):
            if single[.suggest] == nil {
                error(report.line, 1, "missing required field 'suggest' for the 'report:' on this line;"
                      + " say what to write instead")
            }
        case (.some, nil):
            if let suggest = single[.suggest] {
                error(suggest.line, 1, "'suggest:' goes only with a 'report:' action; a rewrite shows its template")
            }
        }
    }

    /// Every capture a template (or a body modifier under it) uses is defined, with the same
    /// sigil, in every pattern it serves.
    private mutating func checkCaptures() {
        let checked = templates.enumerated().flatMap { index, rewrite in
            ([rewrite] + rewrite.bodyModifiers).map { (group: index, template: $0) }
        }
        for (index, template) in checked {
            var reported: Set<String> = []
            for use in template.uses where reported.insert(use.spelled).inserted {
                for (pattern, line) in group(of: index) {
                    let definedAsRest = pattern.restNames.contains(use.name)
                    let definedAsHole = pattern.holeNames.contains(use.name)
                    if !definedAsRest && !definedAsHole {
                        error(template.line, use.column,
                              "capture \(use.spelled) used in rewrite but not defined in match on line \(line)")
                    } else if definedAsRest != use.isRest {
                        let written = (definedAsRest ? "$$$" : "$") + use.name
                        error(template.line, use.column,
                              "capture \(use.spelled) is written \(written) in match on line \(line); spell it the same way")
                    }
                }
            }
        }
    }

    /// A `value $NAME` condition names a `$NAME` hole that every pattern defines.
    private mutating func checkValueConditions() {
        let lines = fieldLines[.when] ?? []
        for (condition, line) in zip(conditions, lines) {
            guard let name = condition.capture else { continue }
            for (pattern, patternLine) in patterns where !pattern.holeNames.contains(name) {
                error(line, 1, "'when: value $\(name)' names a capture that the match on line \(patternLine) does not define")
            }
        }
    }

    /// `suggest-below:` and `suggest-swiftui:` go with `report:`: a rewrite states its availability
    /// and its context in its conditions. `suggest-swiftui-below:` needs the `suggest-swiftui:` it replaces.
    private mutating func checkOlderSuggestions() {
        if let line = fieldLines[.suggestSwiftUIBelow]?.first, fieldLines[.suggestSwiftUI] == nil {
            error(line, 1, "'suggest-swiftui-below:' replaces a 'suggest-swiftui:' line, which this rule lacks")
        }
        guard !templates.isEmpty, !templatesSuggest else { return }
        for field in [RuleField.suggestBelow, .suggestSwiftUI, .suggestSwiftUIBelow, .need] {
            guard let line = fieldLines[field]?.first else { continue }
            error(line, 1, "'\(field.rawValue):' goes only with a 'report:' action")
        }
    }

    /// `suggest-move:` goes with `report:`, on a rule whose conditions keep it to where the move
    /// starts: `viewDidLoad` of a view controller (the engine proves the rest at each use).
    private mutating func checkSuggestedMove() {
        guard let move = suggestedMove, let line = fieldLines[.suggestMove]?.first else { return }
        if templatesSuggest {
            error(line, 1, "'suggest-move:' and 'suggest-rewrite:' do not go together: a finding offers one suggested fix")
        } else if !templates.isEmpty {
            error(line, 1, "'suggest-move:' goes only with a 'report:' action; a rewrite makes its own edit")
        }
        let conditions = self.conditions
        let listed = { (subject: ConditionSubject, value: String) in
            conditions.contains { condition in
                guard condition.subject == subject, !condition.negated, case .values(let values) = condition.test else { return false }
                return values.contains(value)
            }
        }
        switch move {
        case .viewDidLayoutSubviews:
            if !listed(.type, "uiviewcontroller") || !listed(.member, "viewDidLoad") {
                error(line, 1, "'suggest-move: viewDidLayoutSubviews' moves code out of a view controller's viewDidLoad();"
                      + " add 'when: type is uiviewcontroller' and 'when: member is viewDidLoad'")
            }
        }
    }

    /// A body modifier is appended once to the view's `body`, far from the use: of the
    /// placeholders, only the property's name means the same there.
    private mutating func checkBodyModifiers() {
        for modifier in templates.flatMap(\.bodyModifiers) {
            for (placeholder, column) in modifier.placeholderColumns where placeholder != .member {
                error(modifier.line, column, "placeholder {\(placeholder.rawValue)} is not available in 'body-modifier:';"
                      + " only {member} is, the property the rewrite reads")
            }
        }
    }

    /// `member:` goes with `rewrite:` and `{member}`, and `{member}` needs `member:`.
    private mutating func checkMember() {
        let memberField = single[.member]
        let usesMember = (templates + templates.flatMap(\.bodyModifiers)).first { $0.placeholderColumns[.member] != nil }
        if let memberField, templates.isEmpty || templatesSuggest {
            error(memberField.line, 1, "'member:' goes only with a 'rewrite:' action")
        } else if let memberField, usesMember == nil {
            error(memberField.line, 1, "'member:' declares a property but the rewrite does not use {member};"
                  + " write {member} where the property's name belongs")
        }
        if let usesMember, let column = usesMember.placeholderColumns[.member], memberField == nil {
            error(usesMember.line, column, "placeholder {member} needs a 'member:' field declaring the property to"
                  + " insert, e.g. 'member: @Environment(\\.displayScale) private var displayScale'")
        }
    }

    /// A rewrite rule proves where it is valid, never where it is not: no `moment is not` or
    /// `member is not`; `moment` and `role` tested with `is only` (every way in, every place the
    /// value goes); a moment test wherever the rewrite reads a view's or view controller's own
    /// state, and a role test wherever it reads any context.
    private mutating func checkProofs() {
        guard !templates.isEmpty, !templatesSuggest else { return }
        let lines = fieldLines[.when] ?? []
        for (condition, line) in zip(conditions, lines) {
            if condition.negated, condition.subject == .moment || condition.subject == .member || condition.subject == .role {
                error(line, 1, "a rewrite rule says where it is valid, not where it is not: write "
                      + "'\(condition.subject.rawValue) is only …' with the values it is valid for")
            }
        }
        let all = templates.map(\.template)
        let readsOwnState = all.contains {
            Self.containsSelfMember($0.text) || $0.placeholders.contains(.screen) || $0.placeholders.contains(.member)
        }
        let readsContext = readsOwnState || all.contains { !$0.placeholders.subtracting([.scene]).isEmpty }
        let viewTypes: Set<String> = ["uiview", "uiviewcontroller", "trait-environment", "swiftui-view"]
        let onView = conditions.contains { condition in
            guard condition.subject == .type, !condition.negated, case .values(let values) = condition.test else { return false }
            return values.contains(where: viewTypes.contains)
        }
        let line = templates[0].line
        if readsOwnState || onView, !conditions.contains(where: { $0.subject == .moment && $0.only }) {
            error(line, 1, "a rewrite that reads a view's, view controller's or SwiftUI view's own state needs "
                  + "'when: moment is only …': the moments in which that state is the one the code means")
        }
        let onScreen = patterns.contains { $0.pattern.anchor.isMainScreen }
        if readsContext, onScreen, !conditions.contains(where: { $0.subject == .role && $0.only }) {
            error(line, 1, "a rewrite that reads a value from the context needs 'when: role is only …': what the "
                  + "value may be for (sizes-content, decides-layout, scale-factor, …)")
        }
    }

    /// Whether `text` contains `self.`, searched as bytes when it is ASCII: `String.contains(_:)`
    /// goes through the string-processing library, which cost 3 % of an empty folder's run.
    /// Other text keeps the character-wise search (a combining mark may follow the dot).
    private static func containsSelfMember(_ text: String) -> Bool {
        let needle = Array("self.".utf8)
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.contains("self.") }
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<start + needle.count].elementsEqual(needle)
        }
    }
}
