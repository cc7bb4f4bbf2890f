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
        guard errors.isEmpty, let id, let summary, let reason, let priority,
              let action = makeAction() else { return nil }
        return Rule(id: id, summary: summary, reason: reason, priority: priority,
                    enabledByDefault: enabledByDefault, patterns: patterns.map(\.pattern),
                    conditions: conditions, action: action, examples: examples,
                    source: RuleSource(path: path, fieldLines: fieldLines, exampleLines: exampleLines))
    }

    private func makeAction() -> RuleAction? {
        if let template { return .rewrite(template.template, member: member) }
        if let reportMessage, let suggestion { return .report(message: reportMessage, suggestion: suggestion) }
        return nil
    }

    /// Exactly one of `rewrite` and `report`; `suggest` goes with `report` only.
    private mutating func checkAction() {
        let rewrite = single[.rewrite]
        let report = single[.report]
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

    /// Every capture the template uses is defined, with the same sigil, in every match pattern.
    private mutating func checkCaptures() {
        guard let template, let rewriteLine = single[.rewrite]?.line else { return }
        var reported: Set<String> = []
        for use in template.uses where reported.insert(use.spelled).inserted {
            for (pattern, line) in patterns {
                let definedAsRest = pattern.restNames.contains(use.name)
                let definedAsHole = pattern.holeNames.contains(use.name)
                if !definedAsRest && !definedAsHole {
                    error(rewriteLine, use.column,
                          "capture \(use.spelled) used in rewrite but not defined in match on line \(line)")
                } else if definedAsRest != use.isRest {
                    let written = (definedAsRest ? "$$$" : "$") + use.name
                    error(rewriteLine, use.column,
                          "capture \(use.spelled) is written \(written) in match on line \(line); spell it the same way")
                }
            }
        }
    }

    /// `member:` goes with `rewrite:` and `{member}`, and `{member}` needs `member:`.
    private mutating func checkMember() {
        let memberField = single[.member]
        let usesMember = template?.placeholderColumns[.member]
        if let memberField, single[.rewrite] == nil {
            error(memberField.line, 1, "'member:' goes only with a 'rewrite:' action")
        } else if let memberField, usesMember == nil, template != nil {
            error(memberField.line, 1, "'member:' declares a property but the rewrite does not use {member};"
                  + " write {member} where the property's name belongs")
        }
        if let column = usesMember, memberField == nil, let rewriteLine = single[.rewrite]?.line {
            error(rewriteLine, column, "placeholder {member} needs a 'member:' field declaring the property to"
                  + " insert, e.g. 'member: @Environment(\\.displayScale) private var displayScale'")
        }
    }
}
