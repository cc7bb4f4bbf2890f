import RuleLanguage

extension FindingNeed {
    /// The work a missing proof of a rewrite leaves.
    init(missing kind: ProofKind, code: String) {
        switch kind {
        case .moment: self = ["external", "callback", "none"].contains(code) ? .parameter : .moveToLayout
        case .container: self = .parameter
        case .role: self = .decision
        case .edit: self = .handEdit
        }
    }

    /// The work a report rule's finding asks for: its `need:` line, or else from what its conditions test: a role is a
    /// decision, a moment or an early context is code to move, a missing container or a static
    /// context a value to pass in.
    init(reporting rule: Rule) {
        if let stated = rule.need {
            self = stated
            return
        }
        let conditions = rule.conditions.filter { !$0.negated }
        func tests(_ subject: ConditionSubject, _ values: Set<String> = []) -> Bool {
            conditions.contains { condition in
                guard condition.subject == subject else { return false }
                guard !values.isEmpty, case .values(let listed) = condition.test else { return values.isEmpty }
                return !values.isDisjoint(with: listed)
            }
        }
        if tests(.use, [Self.testCodeCause]) { self = .tests }
        else if tests(.use, ["sample-code"]) { self = .samples }
        else if tests(.role) { self = .decision }
        else if tests(.context, ["static", "top-level", "default-argument"]) || tests(.type, ["none", "unknown", "plain", "detached-view"]) {
            self = .parameter
        } else if tests(.moment) || tests(.context, ["initializer", "stored-initializer", "lazy-initializer", "nib-property", "super-init-argument"]) {
            self = .moveToLayout
        } else if rule.conditions.isEmpty {
            self = .parameter
        } else {
            self = .decision
        }
    }
}
